import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { label: 'Комментарий', value: '', onValueChange: fn(), maxLength: 100 },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'Без лука, пожалуйста' } };
export const WithError: Story = { args: { error: 'Обязательное поле' } };
export const Disabled: Story = { args: { value: 'Без лука', disabled: true } };
export const LongRussianText: Story = {
  args: {
    value:
      'Код домофона 45К1234, третий подъезд со стороны двора, лифт не работает, поднимитесь на девятый этаж пешком.',
    maxLength: 200,
  },
  globals: { viewport: { value: 'mobile' } },
};
export const Light: Story = { globals: { theme: 'light' }, args: { helper: 'Курьер увидит этот текст' } };
