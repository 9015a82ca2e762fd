import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderTimeChooser } from './OrderTimeChooser';
import { orderTimeDays, orderTimeLabelsEn, orderTimeLabelsRu, orderTimeSlots } from './OrderTimeChooser.fixtures';

const meta = {
  title: 'Product/OrderTimeChooser',
  component: OrderTimeChooser,
  args: {
    mode: 'scheduled',
    asapAvailable: true,
    days: orderTimeDays,
    day: '2026-03-05',
    slots: orderTimeSlots,
    slot: '2026-03-05T12:15:00+03:00',
    onModeChange: fn(),
    onDayChange: fn(),
    onSlotChange: fn(),
    labels: orderTimeLabelsRu,
  },
} satisfies Meta<typeof OrderTimeChooser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AtATime: Story = {};
export const AsSoonAsPossible: Story = { args: { mode: 'asap' } };
export const ClosedNow: Story = { args: { asapAvailable: false } };
export const Loading: Story = { args: { loading: true, slot: null } };
export const NoTimeLeft: Story = { args: { slots: [], slot: null } };
export const Refused: Story = {
  args: { error: 'К этому времени заказ уже не успеть приготовить. Выберите другое время' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const English: Story = {
  args: {
    labels: orderTimeLabelsEn,
    days: [{ value: '2026-03-05', label: 'Thu, March 5' }],
    slots: [{ value: '2026-03-05T12:15:00+03:00', label: '12:15' }],
  },
};
export const Light: Story = { globals: { theme: 'light' } };
