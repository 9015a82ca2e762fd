import type { Meta, StoryObj } from '@storybook/react-vite';
import { Schedule } from '../Schedule/Schedule';
import { makeWeek, scheduleLabels } from '../Schedule/Schedule.fixtures';
import { RestoDetails } from './RestoDetails';
import { restoDetails, restoDetailsLabels } from './RestoDetails.fixtures';

const meta = {
  title: 'Product/RestoDetails',
  component: RestoDetails,
  args: {
    resto: restoDetails,
    schedule: <Schedule days={makeWeek()} labels={scheduleLabels} />,
    labels: restoDetailsLabels,
  },
} satisfies Meta<typeof RestoDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { resto: null } };
export const WithoutPhotosOrContacts: Story = {
  args: {
    resto: {
      ...restoDetails,
      photos: [],
      description: undefined,
      phones: [],
      emails: [],
      links: [],
      averageCheck: undefined,
    },
  },
};
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
