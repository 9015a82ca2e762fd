import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Сырный бортик', checked: false, onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { checked: true, description: '+ 90 ₽' } };
export const Disabled: Story = { args: { disabled: true } };
export const LongRussianText: Story = {
  args: { label: 'Я согласен на обработку персональных данных и получение рекламных рассылок от ресторана' },
  globals: { viewport: { value: 'mobile' } },
};
export const Light: Story = { globals: { theme: 'light' }, args: { checked: true } };
