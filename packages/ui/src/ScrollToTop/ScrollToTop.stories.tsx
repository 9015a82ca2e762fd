import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrollToTop } from './ScrollToTop';

const meta = {
  title: 'Product/ScrollToTop',
  component: ScrollToTop,
  args: { visible: true, label: 'Наверх' },
} satisfies Meta<typeof ScrollToTop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {};
export const FollowsScroll: Story = {
  args: { visible: undefined, threshold: 200 },
  render: (args) => (
    <div style={{ height: 2000 }}>
      <p>Прокрутите страницу вниз</p>
      <ScrollToTop {...args} />
    </div>
  ),
};
export const Light: Story = { globals: { theme: 'light' } };
