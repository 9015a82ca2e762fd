import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PaymentStatusPanel } from './PaymentStatusPanel';
import { paymentStatusLabels } from './PaymentStatusPanel.fixtures';

const meta = {
  title: 'Product/PaymentStatusPanel',
  component: PaymentStatusPanel,
  args: { status: 'PAID', labels: paymentStatusLabels },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentStatusPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {};
export const Pending: Story = { args: { status: 'PENDING', onContinue: fn() } };
/** The bank said no: the refusal, the note and a new payment. */
export const Declined: Story = { args: { status: 'FAILED', declined: true, onRetry: fn() } };
export const Canceled: Story = { args: { status: 'CANCELED', onRetry: fn() } };
/** A new payment is starting. */
export const Retrying: Story = { args: { status: 'FAILED', onRetry: fn(), retrying: true } };
/** The new payment was refused by the server. */
export const RetryRefused: Story = {
  args: { status: 'FAILED', onRetry: fn(), error: 'Заказ уже оплачен' },
};
export const Loading: Story = { args: { status: 'LOADING' } };
export const LoadFailed: Story = { args: { status: 'ERROR', error: 'Network error', onRefresh: fn() } };
export const Mobile: Story = {
  args: { status: 'PENDING', onContinue: fn() },
  globals: { viewport: { value: 'mobile' } },
};
export const Light: Story = { args: { status: 'FAILED', onRetry: fn() }, globals: { theme: 'light' } };
