import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CartSummary } from './CartSummary';
import { cartSummaryLabels } from './CartSummary.fixtures';

const meta = {
  title: 'Product/CartSummary',
  component: CartSummary,
  args: {
    labels: cartSummaryLabels,
    count: 3,
    subtotal: 159700,
    discount: 15000,
    deliveryPrice: 0,
    total: 144700,
    onCheckout: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDishes: Story = {
  args: {
    lines: [
      { key: 'm', name: 'Маргарита', count: 2, sum: 99800 },
      { key: 'c', name: 'Цезарь с курицей', count: 1, sum: 59900 },
    ],
  },
};
export const PaidDelivery: Story = { args: { discount: undefined, deliveryPrice: 19900, total: 179600 } };
export const TakeAway: Story = { args: { deliveryPrice: undefined } };
export const Pending: Story = { args: { pending: true } };
export const Blocked: Story = {
  args: { blockedReason: 'Минимальная сумма заказа 2 000 ₽', subtotal: 99000, discount: undefined, total: 99000 },
};
export const ForALaterTime: Story = { args: { when: { label: 'Ко времени', value: 'чт, 5 марта, 12:15' } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
