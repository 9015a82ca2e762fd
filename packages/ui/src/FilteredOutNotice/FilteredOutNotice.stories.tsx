import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FilteredOutNotice } from './FilteredOutNotice';

const meta = {
  title: 'Product/FilteredOutNotice',
  component: FilteredOutNotice,
  args: { text: 'Скрыто фильтрами: 4 блюда', clearLabel: 'Сбросить фильтры', onClear: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilteredOutNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
