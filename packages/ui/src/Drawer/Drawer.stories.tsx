import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Drawer } from './Drawer';

const meta = {
  title: 'Surfaces/Drawer',
  component: Drawer,
  args: {
    open: true,
    label: 'Меню сайта',
    onClose: fn(),
    links: [
      { label: 'Меню', href: '/', current: true },
      { label: 'Акции', href: '/promotions' },
      { label: 'Рестораны', href: '/restos' },
      { label: 'Доставка', href: '/dostavka' },
      { label: 'Информация для клиентов', href: '/informaciya-dlya-klientov' },
      { label: 'Франшиза', href: 'https://example.com/franchise', external: true },
    ],
  },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light', viewport: { value: 'mobile' } } };
