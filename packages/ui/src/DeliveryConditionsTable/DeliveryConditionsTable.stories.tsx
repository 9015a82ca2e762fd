import type { Meta, StoryObj } from '@storybook/react-vite';
import { Modal } from '../Modal/Modal';
import { DeliveryConditionsTable } from './DeliveryConditionsTable';

const rows = [
  { from: 0, to: 100000, deliveryCost: 19900, deliveryTime: 60 },
  { from: 100000, to: 150000, deliveryCost: 9900, deliveryTime: 45 },
  { from: 150000, to: null, deliveryCost: 0, deliveryTime: 0 },
];

const meta = {
  title: 'Product/DeliveryConditionsTable',
  component: DeliveryConditionsTable,
  args: { rows },
} satisfies Meta<typeof DeliveryConditionsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InDialog: Story = {
  render: (args) => (
    <Modal open title="Условия доставки" $maxWidth="sm" onClose={() => {}}>
      <DeliveryConditionsTable {...args} />
    </Modal>
  ),
};
export const Empty: Story = { args: { rows: [] } };
export const English: Story = {
  args: {
    locale: 'en',
    labels: {
      caption: 'Delivery terms',
      orderSum: 'Order total',
      delivery: 'Delivery',
      free: 'Free',
      from: 'from',
      to: 'to',
      minutes: (n) => `${n} min`,
    },
  },
};
export const Light: Story = { globals: { theme: 'light' } };
