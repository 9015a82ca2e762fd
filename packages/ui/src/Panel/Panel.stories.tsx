import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Panel } from './Panel';

const meta = {
  title: 'Surfaces/Panel',
  component: Panel,
  args: {
    title: 'Контакты',
    children: <p>Анна, anna@example.ru</p>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Section: Story = {};
export const Untitled: Story = { args: { title: undefined } };
export const Result: Story = {
  args: {
    title: 'Ваш заказ принят',
    headingLevel: 1,
    $centered: true,
    icon: (
      <svg viewBox="0 0 64 64" width="64" height="64">
        <circle cx="32" cy="32" r="30" fill="currentColor" opacity="0.12" />
        <path d="M20 33l8 8 16-18" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      </svg>
    ),
    children: (
      <>
        <p>Заказ № 1024</p>
        <Button>Вернуться в меню</Button>
      </>
    ),
  },
};
export const Success: Story = { args: { title: 'Заказ оплачен', $tone: 'success', $centered: true, children: null } };
export const Danger: Story = {
  args: { title: 'Оплата не прошла', $tone: 'danger', $centered: true, children: <Button>Оплатить ещё раз</Button> },
};
export const Light: Story = { globals: { theme: 'light' } };
