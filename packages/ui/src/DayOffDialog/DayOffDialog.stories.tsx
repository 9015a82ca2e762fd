import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Schedule } from '../Schedule/Schedule';
import { makeWeek } from '../Schedule/Schedule.fixtures';
import { DayOffDialog } from './DayOffDialog';

const meta = {
  title: 'Product/DayOffDialog',
  component: DayOffDialog,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof DayOffDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithSchedule: Story = { args: { hours: <Schedule days={makeWeek(0)} /> } };
export const Mobile: Story = {
  args: { hours: <Schedule days={makeWeek(0)} /> },
  globals: { viewport: { value: 'mobile' } },
};
export const Light: Story = { globals: { theme: 'light' } };
