import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Product/ErrorState',
  component: ErrorState,
  args: {
    onRetry: fn(),
    message: 'Не удалось выполнить запрос',
    labels: { title: 'Что-то пошло не так', retry: 'Повторить' },
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Retrying: Story = { args: { retrying: true } };
export const WithoutRetry: Story = { args: { onRetry: undefined, message: 'Неизвестная ошибка' } };
export const LongRussianText: Story = {
  args: {
    message: 'Некоторые блюда не доставляются по новому адресу. Измените адрес или очистите корзину, чтобы продолжить.',
  },
  globals: { viewport: { value: 'mobile' } },
};
export const Light: Story = { globals: { theme: 'light' } };
