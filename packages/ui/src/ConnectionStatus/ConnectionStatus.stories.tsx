import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConnectionStatus } from './ConnectionStatus';

const meta = {
  title: 'Primitives/ConnectionStatus',
  component: ConnectionStatus,
  args: {
    offline: null,
    update: 'Доступна новая версия',
    updateLabel: 'Обновить',
    onUpdate: fn(),
    closeLabel: 'Закрыть',
  },
} satisfies Meta<typeof ConnectionStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UpdateReady: Story = {};
export const Offline: Story = {
  args: {
    update: null,
    offline: 'Нет соединения с интернетом. Меню и корзина работают; заказ и вход — когда связь вернётся, введённое сохранится',
  },
};
export const Light: Story = { globals: { theme: 'light' } };
