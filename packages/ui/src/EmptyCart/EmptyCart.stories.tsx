import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmptyCart } from './EmptyCart';

const meta = {
  title: 'Product/EmptyCart',
  component: EmptyCart,
  args: {
    onBackToMenu: fn(),
    labels: {
      title: 'Корзина пуста',
      text: 'Добавьте блюда из меню, и они появятся здесь',
      backToMenu: 'Вернуться в меню',
    },
  },
} satisfies Meta<typeof EmptyCart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = {
  args: { labels: { title: 'Your cart is empty', text: 'Add dishes from the menu', backToMenu: 'Back to menu' } },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
