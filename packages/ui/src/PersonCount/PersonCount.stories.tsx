import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PersonCount } from './PersonCount';

const meta = {
  title: 'Product/PersonCount',
  component: PersonCount,
  args: {
    value: 2,
    onValueChange: fn(),
    label: 'Количество персон',
    counterLabels: { decrease: 'Уменьшить количество', increase: 'Увеличить количество' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PersonCount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AtMinimum: Story = { args: { value: 1 } };
export const English: Story = {
  args: { label: 'Number of people', counterLabels: { decrease: 'Decrease quantity', increase: 'Increase quantity' } },
};
export const Light: Story = { globals: { theme: 'light' } };
