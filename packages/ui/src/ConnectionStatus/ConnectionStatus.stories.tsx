import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConnectionStatus } from './ConnectionStatus';

const meta = {
  title: 'Primitives/ConnectionStatus',
  component: ConnectionStatus,
  args: {
    online: true,
    updateReady: true,
    onUpdate: fn(),
    labels: {
      offline:
        'Нет соединения с интернетом. Меню и корзина работают, а заказ и вход — когда связь вернётся; введённое сохранится.',
      updateReady: 'Доступна новая версия',
      update: 'Обновить',
      close: 'Закрыть',
    },
  },
} satisfies Meta<typeof ConnectionStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UpdateReady: Story = {};
export const Offline: Story = { args: { online: false, updateReady: false } };
export const Light: Story = { globals: { theme: 'light' } };
