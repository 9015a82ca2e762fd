import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MenuFilterButton } from './MenuFilterButton';

const meta = {
  title: 'Product/MenuFilterButton',
  component: MenuFilterButton,
  args: { label: 'Фильтры', count: 0, onClick: fn() },
} satisfies Meta<typeof MenuFilterButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const TwoOn: Story = { args: { label: 'Фильтры · 2', count: 2 } };
export const Light: Story = { globals: { theme: 'light' }, args: { label: 'Фильтры · 3', count: 3 } };
