import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pictures } from '../testing/pictures';
import { CartLine } from './CartLine';
import { cartLineLabels } from './CartLine.fixtures';

const meta = {
  title: 'Product/CartLine',
  component: CartLine,
  args: {
    labels: cartLineLabels,
    line: {
      key: 'm',
      name: 'Маргарита',
      modifiers: ['33 см', 'Сырный бортик'],
      count: 2,
      sum: 117800,
      photo: pictures.pizza,
    },
    onCountChange: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <ul style={{ padding: 0, margin: 0, maxWidth: 640 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof CartLine>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Discounted: Story = {
  args: { line: { key: 'r', name: 'Ролл Филадельфия', count: 1, sum: 39900, oldSum: 49900, photo: pictures.salad } },
};
export const Unavailable: Story = { args: { unavailable: true } };
export const LongRussianText: Story = {
  args: {
    line: {
      key: 'l',
      name: 'Пицца «Четыре сыра» с трюфельным маслом и вялеными томатами на тонком тесте',
      modifiers: ['33 см', 'Сырный бортик', 'Халапеньо', 'Двойная моцарелла'],
      count: 12,
      sum: 1254000,
    },
  },
  globals: { viewport: { value: 'mobile' } },
};
export const Light: Story = { globals: { theme: 'light' } };
