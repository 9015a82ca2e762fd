import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderAccepted } from './OrderAccepted';
import { orderAcceptedLabels } from './OrderAccepted.fixtures';

const meta = {
  title: 'Product/OrderAccepted',
  component: OrderAccepted,
  args: { labels: orderAcceptedLabels, onBackToMenu: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderAccepted>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Accepted: Story = {};
/** The online payment did not finish: the payment page comes first. */
export const AwaitingPayment: Story = { args: { onPay: fn() } };
export const English: Story = {
  args: {
    labels: {
      title: 'Your order has been accepted',
      number: 'Order No. 1042',
      total: 'Order total: RUB 1,597',
      callNote: 'An operator will call you to clarify the details.',
      awaitingPayment: 'The order is waiting for payment.',
      pay: 'Pay',
      toMenu: 'Back to menu',
    },
  },
};
export const ForALaterTime: Story = {
  args: { labels: { ...orderAcceptedLabels, scheduled: 'Ко времени: чт, 5 марта, 12:15' } },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
