import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Chip } from './Chip';

const meta = { title: 'Primitives/Chip', component: Chip, args: { children: 'Острое' } } satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tag: Story = {};
export const Toggle: Story = { args: { onClick: fn(), children: 'Вегетарианское' } };
export const Selected: Story = { args: { onClick: fn(), selected: true } };
export const Disabled: Story = { args: { onClick: fn(), disabled: true } };
export const Light: Story = { globals: { theme: 'light' }, args: { selected: true } };
