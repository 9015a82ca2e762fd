import type { Meta, StoryObj } from '@storybook/react-vite';
import { Schedule } from './Schedule';
import { makeWeek, scheduleLabels } from './Schedule.fixtures';

const meta = {
  title: 'Product/Schedule',
  component: Schedule,
  args: { days: makeWeek(), labels: scheduleLabels },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Schedule>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {};
export const RoundTheClock: Story = {
  args: { days: makeWeek().map((row) => ({ ...row, day: { kind: 'ROUND_THE_CLOCK' as const } })) },
};
export const English: Story = {
  args: { labels: { caption: 'Opening hours', dayOff: 'Closed', roundTheClock: 'Open 24 hours' } },
};
export const Light: Story = { globals: { theme: 'light' } };
