import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Product/EmptyState',
  component: EmptyState,
  args: {
    title: 'Корзина пуста',
    text: 'Добавьте блюда из меню, и они появятся здесь',
    illustration: '🍽️',
    actionLabel: 'Вернуться в меню',
    onAction: fn(),
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {};
export const NoResults: Story = {
  args: { title: 'Блюда не найдены', text: 'Попробуйте изменить запрос', illustration: '🔍', actionLabel: undefined },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
