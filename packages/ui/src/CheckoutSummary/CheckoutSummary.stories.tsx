import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CartSummary } from '../CartSummary/CartSummary';
import { cartSummaryLabels } from '../CartSummary/CartSummary.fixtures';
import { CheckoutSummary } from './CheckoutSummary';
import { checkoutSummaryLabels } from './CheckoutSummary.fixtures';

const meta = {
  title: 'Product/CheckoutSummary',
  component: CheckoutSummary,
  args: {
    labels: checkoutSummaryLabels,
    onRules: fn(),
    children: (
      <CartSummary
        count={3}
        subtotal={159700}
        deliveryPrice={19900}
        total={179600}
        lines={[
          { key: '1', name: 'Филадельфия', count: 2, sum: 119800 },
          { key: '2', name: 'Мисо-суп', count: 1, sum: 39900 },
        ]}
        labels={cartSummaryLabels}
      />
    ),
  },
  decorators: [
    (Story) => (
      <form style={{ maxWidth: 380 }} onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof CheckoutSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The sums are being priced and the order placed. */
export const Placing: Story = { args: { pricing: true, placing: true } };
/** Below the zone's minimum: the reason shows and the button is disabled. */
export const Blocked: Story = {
  args: { blockedReason: 'Минимальная сумма заказа 2 000 ₽', disabled: true },
};
/** The last attempt failed: the message and a retry. */
export const Failed: Story = { args: { error: 'Network error' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
