import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Counter } from './Counter';
import type { CounterProps } from './Counter';

function Controlled(args: CounterProps) {
  const [value, setValue] = useState(args.value);
  return <Counter {...args} value={value} onValueChange={(next) => (setValue(next), args.onValueChange(next))} />;
}

const meta = {
  title: 'Primitives/Counter',
  component: Counter,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Маргарита',
    labels: { decrease: 'Уменьшить количество', increase: 'Увеличить количество' },
    value: 1,
    min: 1,
    max: 3,
    onValueChange: fn(),
  },
} satisfies Meta<typeof Counter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AtMaximum: Story = { args: { value: 3 } };
export const Disabled: Story = { args: { disabled: true } };
export const Light: Story = { globals: { theme: 'light' } };

/** Steps up to the maximum and back down to the minimum; the buttons disable at the bounds. */
export const StepsWithinBounds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Маргарита' });
    const plus = within(group).getByRole('button', { name: 'Увеличить количество' });
    const minus = within(group).getByRole('button', { name: 'Уменьшить количество' });
    await expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(within(group).getByRole('status')).toHaveTextContent('3');
    await expect(plus).toBeDisabled();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(minus);
    await expect(within(group).getByRole('status')).toHaveTextContent('2');
  },
};
