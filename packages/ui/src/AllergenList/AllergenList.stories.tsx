import type { Meta, StoryObj } from '@storybook/react-vite';
import { AllergenList } from './AllergenList';

const meta = {
  title: 'Product/AllergenList',
  component: AllergenList,
  args: { label: 'Содержит:', allergens: ['глютен', 'яйца', 'молоко', 'горчица'] },
} satisfies Meta<typeof AllergenList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { args: { label: 'Contains:', allergens: ['milk', 'cereals containing gluten'] } };
export const NoneDeclared: Story = { args: { allergens: [], empty: 'Аллергены не указаны' } };
export const Light: Story = { globals: { theme: 'light' } };
