import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PayTypeSelector } from './PayTypeSelector';
import { payTypeSelectorLabels } from './PayTypeSelector.fixtures';

const meta = {
  title: 'Product/PayTypeSelector',
  component: PayTypeSelector,
  args: {
    labels: payTypeSelectorLabels,
    available: ['CARD_ONLINE', 'CARD_UPON_RECEIPT', 'CASH_UPON_RECEIPT'],
    value: 'CARD_ONLINE',
    onValueChange: fn(),
  },
} satisfies Meta<typeof PayTypeSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CashOnly: Story = { args: { available: ['CASH_UPON_RECEIPT'], value: 'CASH_UPON_RECEIPT' } };
export const NothingChosen: Story = { args: { value: null, error: 'Обязательное поле' } };
export const English: Story = {
  args: {
    labels: {
      legend: 'Payment',
      types: {
        CARD_ONLINE: 'Card online',
        CARD_UPON_RECEIPT: 'Card on delivery',
        CASH_UPON_RECEIPT: 'Cash on delivery',
      },
    },
  },
};
export const Light: Story = { globals: { theme: 'light' } };
