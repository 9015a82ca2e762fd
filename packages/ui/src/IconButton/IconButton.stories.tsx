import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CloseIcon, MenuIcon } from '../lib/icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Закрыть', children: <CloseIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { $filled: true, 'aria-label': 'Меню', children: <MenuIcon /> } };
export const Disabled: Story = { args: { disabled: true } };
export const Light: Story = { globals: { theme: 'light' } };
