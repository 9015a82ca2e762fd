import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = { title: 'Primitives/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { shape: 'text', width: '60%' } };
export const Media: Story = { args: { aspectRatio: '16 / 9', width: '320px' } };
export const Circle: Story = { args: { shape: 'circle', width: '48px', height: '48px' } };
export const Light: Story = { globals: { theme: 'light' }, args: { aspectRatio: '16 / 9', width: '320px' } };
