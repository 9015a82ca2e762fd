import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PromoCodeField } from './PromoCodeField';
import { promoCodeFieldLabels } from './PromoCodeField.fixtures';

const meta = {
  title: 'Product/PromoCodeField',
  component: PromoCodeField,
  args: {
    labels: promoCodeFieldLabels,
    value: '',
    onValueChange: fn(),
    onApply: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromoCodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Typed: Story = { args: { value: 'ЛЕТО2026' } };
export const Pending: Story = { args: { value: 'ЛЕТО2026', pending: true } };
export const WithError: Story = { args: { value: 'ЗИМА', error: 'Промокод не найден' } };
export const Applied: Story = { args: { appliedCode: 'ЛЕТО2026' } };
export const Light: Story = { globals: { theme: 'light' }, args: { value: 'ЗИМА', error: 'Промокод не найден' } };
