import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmPopup } from './ConfirmPopup';
import { confirmLabelsRu } from './ConfirmPopup.fixtures';

const meta = {
  title: 'Surfaces/ConfirmPopup',
  component: ConfirmPopup,
  args: { open: true, labels: confirmLabelsRu, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Oops: Story = {
  args: {
    labels: { ...confirmLabelsRu, title: 'Упс!' },
    children: 'Некоторые блюда не доставляются по новому адресу. Изменить адрес и очистить корзину?',
  },
};
export const ConfirmAddress: Story = {
  args: {
    labels: { title: 'Подтвердите адрес', cancel: 'Уточнить данные', confirm: 'Продолжить без номера' },
    children: 'Уточните номер дома для доставки. Если его нет на карте, уточните его в комментарии к заказу.',
  },
  globals: { viewport: { value: 'mobile' } },
};
export const WithoutCancel: Story = { args: { hideCancel: true, children: 'Заказ принят' } };
export const Confirming: Story = { args: { confirming: true } };
export const English: Story = { args: { labels: { title: 'Confirm?', cancel: 'Cancel', confirm: 'OK' } } };
export const Light: Story = { globals: { theme: 'light' } };
