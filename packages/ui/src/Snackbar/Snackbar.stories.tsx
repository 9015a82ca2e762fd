import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Snackbar, useSnackbarQueue } from './Snackbar';

const meta = {
  title: 'Primitives/Snackbar',
  component: Snackbar,
  args: {
    queue: [{ id: '1', text: 'Промокод применён', tone: 'success' }],
    onDismiss: fn(),
    duration: 0,
    closeLabel: 'Закрыть',
  },
} satisfies Meta<typeof Snackbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const WithError: Story = {
  args: { queue: [{ id: '2', text: 'Не удалось выполнить запрос', tone: 'error', actionLabel: 'Повторить' }] },
};
export const LongRussianText: Story = {
  args: {
    queue: [
      {
        id: '3',
        text: 'Некоторые блюда не доставляются по новому адресу. Изменить адрес и очистить корзину?',
        actionLabel: 'Изменить',
      },
    ],
  },
  globals: { viewport: { value: 'mobile' } },
};
export const Empty: Story = { args: { queue: [] } };
export const Light: Story = { globals: { theme: 'light' } };

function QueueDemo() {
  const { queue, push, dismiss } = useSnackbarQueue();
  return (
    <>
      <Button onClick={() => push({ text: `Добавлено в корзину (${queue.length + 1})` })}>Показать сообщение</Button>
      <Snackbar queue={queue} onDismiss={dismiss} duration={3000} closeLabel="Закрыть" />
    </>
  );
}
export const Queue: Story = { render: () => <QueueDemo /> };
