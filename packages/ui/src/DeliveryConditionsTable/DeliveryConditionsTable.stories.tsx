import type { Meta, StoryObj } from '@storybook/react-vite';
import { Modal } from '../Modal/Modal';
import { DeliveryConditionsTable } from './DeliveryConditionsTable';
import { conditionRows, conditionsLabelsRu } from './DeliveryConditionsTable.fixtures';

const meta = {
  title: 'Product/DeliveryConditionsTable',
  component: DeliveryConditionsTable,
  args: { rows: conditionRows, labels: conditionsLabelsRu },
} satisfies Meta<typeof DeliveryConditionsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InDialog: Story = {
  render: (args) => (
    <Modal open title="Условия доставки" closeLabel="Закрыть" $maxWidth="sm" onClose={() => {}}>
      <DeliveryConditionsTable {...args} />
    </Modal>
  ),
};
/** Several zones: one table each, captioned with the zone's name. */
export const SeveralZones: Story = {
  render: (args) => (
    <Modal open title="Условия доставки" closeLabel="Закрыть" $maxWidth="sm" onClose={() => {}}>
      <DeliveryConditionsTable {...args} showCaption labels={{ ...args.labels, caption: 'Центр' }} />
      <DeliveryConditionsTable {...args} showCaption labels={{ ...args.labels, caption: 'Пригород' }} />
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
