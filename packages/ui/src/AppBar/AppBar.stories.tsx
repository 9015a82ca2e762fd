import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { AppBar } from './AppBar';

const meta = {
  title: 'Product/AppBar',
  component: AppBar,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <a href="/">Тарелка</a>,
    links: [
      { label: 'Меню', href: '/', current: true },
      { label: 'Акции', href: '/promotions' },
      { label: 'Рестораны', href: '/restos' },
      { label: 'Доставка', href: '/dostavka' },
      { label: 'Франшиза', href: 'https://example.com/franchise', external: true },
    ],
    location: (
      <Button variant="text" size="sm">
        Москва, ул. Ленина, 10
      </Button>
    ),
    cartCount: 3,
    cartTotal: '1 250 ₽',
    onCartClick: fn(),
    onMenuClick: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof AppBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const EmptyCart: Story = { args: { cartCount: 0, cartTotal: undefined } };
export const LongRussianText: Story = {
  args: {
    location: (
      <Button variant="text" size="sm">
        Санкт-Петербург, Большой Сампсониевский проспект, 108
      </Button>
    ),
  },
};
export const Light: Story = { globals: { theme: 'light' } };
