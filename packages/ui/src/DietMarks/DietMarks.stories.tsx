import type { Meta, StoryObj } from '@storybook/react-vite';
import { DietMarks } from './DietMarks';

const meta = {
  title: 'Product/DietMarks',
  component: DietMarks,
  args: { marks: ['Вегетарианское', 'Без глютена', 'Острое'], label: 'Особенности блюда' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DietMarks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const One: Story = { args: { marks: ['Халяль'] } };
export const Montenegrin: Story = { args: { marks: ['Vegansko', 'Bez laktoze'] } };
export const Light: Story = { globals: { theme: 'light' } };
