import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';

function Controlled(args: TextFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <TextField
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Имя', value: '', onValueChange: fn(), placeholder: 'Как к вам обращаться' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHelper: Story = {
  args: { label: 'Email', helper: 'Пришлём чек на эту почту', value: 'anna@example.ru' },
};
export const WithError: Story = { args: { label: 'Email', value: 'anna@', error: 'Укажите корректный email' } };
export const Clearable: Story = {
  args: { label: 'Комментарий', value: 'Позвонить за 10 минут', clearable: true, clearLabel: 'Очистить' },
};
export const Disabled: Story = { args: { value: 'Анна', disabled: true } };
export const LongRussianText: Story = {
  args: {
    label: 'Комментарий к заказу для курьера и оператора колл-центра',
    value: 'Домофон не работает, позвоните, пожалуйста, по телефону, когда будете у подъезда',
    helper: 'Уточните номер дома для доставки. Если его нет на карте, уточните его в комментарии к заказу.',
  },
  globals: { viewport: { value: 'mobile' } },
};
export const Phone: Story = {
  args: { label: 'Телефон', mask: 'phone', clearable: true, clearLabel: 'Очистить' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Телефон');
    await userEvent.type(input, '89161234567');
    await expect(input).toHaveValue('+7 (916) 123-45-67');
  },
};
export const Light: Story = { globals: { theme: 'light' }, args: { error: 'Введите ваше имя' } };
