import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeliveryHint } from './DeliveryHint';
import { deliveryHintLabels } from './DeliveryHint.fixtures';

const meta = {
  title: 'Product/DeliveryHint',
  component: DeliveryHint,
  args: {
    labels: deliveryHintLabels,
    hint: { kind: 'LEFT_TO_FREE_DELIVERY', left: 35000 },
    cartTotal: 115000,
  },
} satisfies Meta<typeof DeliveryHint>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LeftToFree: Story = {};
export const BelowMinimum: Story = {
  args: { hint: { kind: 'BELOW_MINIMUM', minimum: 70000, missing: 35000 }, cartTotal: 35000 },
};
export const AboveMaximum: Story = { args: { hint: { kind: 'ABOVE_MAXIMUM', maximum: 3000000 } } };
export const LeftToCheaper: Story = {
  args: { hint: { kind: 'LEFT_TO_DELIVERY_PRICE', left: 20000, deliveryCost: 9900 }, cartTotal: 80000 },
};
export const LeftToCheaperAndFree: Story = {
  args: {
    hint: { kind: 'LEFT_TO_DELIVERY_PRICE', left: 91100, deliveryCost: 9900, leftToFree: 241100 },
    cartTotal: 108900,
  },
};
export const PriceFrom: Story = { args: { hint: { kind: 'DELIVERY_PRICE', deliveryCost: 19900, from: 0 } } };
export const Free: Story = { args: { hint: { kind: 'FREE_DELIVERY' } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
