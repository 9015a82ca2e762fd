import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Notice } from './Notice';

const meta = {
  title: 'Primitives/Notice',
  component: Notice,
  args: { children: 'Промокод ЛЕТО убран: он не действует для самовывоза' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Accent: Story = { args: { tone: 'accent', children: 'Чтобы оформить заказ, авторизуйтесь' } };
export const ErrorWithRetry: Story = {
  args: {
    tone: 'danger',
    role: 'alert',
    children: 'Не удалось выполнить запрос',
    action: (
      <Button variant="secondary" size="sm" onClick={fn()}>
        Повторить
      </Button>
    ),
  },
};
export const PlainNote: Story = { args: { $plain: true, children: 'Мы отправили код на +7 (900) 123-45-67' } };
export const PlainError: Story = { args: { $plain: true, tone: 'danger', role: 'alert', children: 'Неверный код' } };
export const Light: Story = { globals: { theme: 'light' }, args: { tone: 'danger', children: 'Нет сети' } };
