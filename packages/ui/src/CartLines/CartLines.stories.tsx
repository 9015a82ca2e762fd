import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { CartLineData } from '../CartLine/CartLine';
import { cartLineLabels } from '../CartLine/CartLine.fixtures';
import { CartLines } from './CartLines';
import type { CartLinesProps } from './CartLines';

const lines: CartLineData[] = [
  { key: '1', name: 'Филадельфия', modifiers: ['Соус унаги'], count: 2, sum: 119800 },
  { key: '2', name: 'Мисо-суп', count: 1, sum: 35900, oldSum: 39900 },
  { key: '3', name: 'Гёдза с курицей', count: 3, sum: 104700 },
];

/** The list with its counters and remove buttons working. */
function Live(props: CartLinesProps) {
  const [current, setCurrent] = useState(props.lines);
  return (
    <CartLines
      {...props}
      lines={current}
      onCountChange={(key, count) =>
        setCurrent((all) =>
          all.map((line) => (line.key === key ? { ...line, count, sum: (line.sum / line.count) * count } : line)),
        )
      }
      onRemove={(key) => setCurrent((all) => all.filter((line) => line.key !== key))}
    />
  );
}

const meta = {
  title: 'Product/CartLines',
  component: CartLines,
  args: {
    lines,
    label: 'Блюда в корзине',
    currency: 'RUB',
    labels: cartLineLabels,
    onCountChange: fn(),
    onRemove: fn(),
  },
  render: (args) => <Live {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartLines>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OneLine: Story = { args: { lines: lines.slice(0, 1) } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
