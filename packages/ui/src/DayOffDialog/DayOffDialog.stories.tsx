import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Schedule } from '../Schedule/Schedule';
import { makeWeek, scheduleLabels } from '../Schedule/Schedule.fixtures';
import { DayOffDialog } from './DayOffDialog';
import { dayOffLabelsRu } from './DayOffDialog.fixtures';

const meta = {
  title: 'Product/DayOffDialog',
  component: DayOffDialog,
  args: { open: true, labels: dayOffLabelsRu, onClose: fn() },
} satisfies Meta<typeof DayOffDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithSchedule: Story = { args: { hours: <Schedule days={makeWeek(0)} labels={scheduleLabels} /> } };
export const Mobile: Story = {
  args: { hours: <Schedule days={makeWeek(0)} labels={scheduleLabels} /> },
  globals: { viewport: { value: 'mobile' } },
};
export const English: Story = {
  args: {
    labels: {
      title: 'Orders are not accepted now',
      text: 'The restaurant is closed. Come during opening hours: today 10:00–22:00',
      ok: 'Got it',
    },
  },
};
export const OrderForLater: Story = {
  args: {
    labels: { ...dayOffLabelsRu, schedule: 'Заказать ко времени', nextSlot: 'Ближайшее время: чт, 5 марта, 12:15' },
    onSchedule: fn(),
  },
};
export const OrderForLaterMobile: Story = { ...OrderForLater, globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
