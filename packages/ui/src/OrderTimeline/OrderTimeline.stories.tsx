import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderTimeline } from './OrderTimeline';
import { timelineSteps } from './OrderTimeline.fixtures';

const meta = {
  title: 'Product/OrderTimeline',
  component: OrderTimeline,
  args: { title: 'Статус заказа', steps: timelineSteps, note: 'Ожидаемое время доставки: 14:50' },
} satisfies Meta<typeof OrderTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cooking: Story = {};
export const Cancelled: Story = {
  args: {
    note: 'Заказ отменён: нет курьеров',
    steps: [
      { label: 'Новый', time: '14:05', state: 'done' },
      { label: 'Отменён', time: '14:07', state: 'current' },
    ],
  },
};
export const Done: Story = {
  args: {
    note: undefined,
    steps: timelineSteps.map((step) => ({ ...step, time: step.time ?? '15:00', state: 'done' })),
  },
};
