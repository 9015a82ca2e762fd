import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Tabs } from './Tabs';
import type { TabsProps } from './Tabs';

function Controlled(args: TabsProps) {
  const [value, setValue] = useState(args.value);
  return <Tabs {...args} value={value} onValueChange={(next) => (setValue(next), args.onValueChange(next))} />;
}

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Способ получения',
    items: [
      { value: 'DELIVERY', label: 'Доставка' },
      { value: 'TAKE_AWAY', label: 'Самовывоз' },
    ],
    value: 'DELIVERY',
    variant: 'segmented',
    onValueChange: fn(),
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SegmentedToggle: Story = {};
export const FullWidth: Story = { args: { fullWidth: true }, globals: { viewport: { value: 'mobile' } } };
export const Underline: Story = {
  args: {
    variant: 'underline',
    label: 'Меню',
    items: [
      { value: 'pizza', label: 'Пицца' },
      { value: 'rolls', label: 'Роллы и сеты' },
      { value: 'drinks', label: 'Напитки' },
      { value: 'closed', label: 'Завтраки', disabled: true },
    ],
    value: 'pizza',
  },
};
export const Light: Story = { globals: { theme: 'light' } };
