import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Сохранить', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio' }, size: { control: 'inline-radio' } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Отмена' } };
export const Text: Story = { args: { variant: 'text', children: 'Выбрать на карте' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg', children: 'Оформить заказ' } };
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LongRussianText: Story = {
  args: { children: 'Продолжить без номера дома и уточнить его в комментарии к заказу', fullWidth: true },
  globals: { viewport: { value: 'mobile' } },
};
export const LightTheme: Story = { globals: { theme: 'light' }, args: { variant: 'secondary' } };
