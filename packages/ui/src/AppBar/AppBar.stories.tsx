import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { LocaleSwitcher } from '../LocaleSwitcher/LocaleSwitcher';
import { AppBar } from './AppBar';
import { appBarLabels, appBarLinks } from './AppBar.fixtures';

const meta = {
  title: 'Product/AppBar',
  component: AppBar,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <a href="/">Тарелка</a>,
    links: appBarLinks,
    location: (
      <Button variant="text" size="sm">
        Москва, ул. Ленина, 10
      </Button>
    ),
    actions: (
      <>
        <LocaleSwitcher locales={['ru', 'en', 'cnr']} value="ru" onValueChange={fn()} label="Язык" />
        <a href="/auth">Войти</a>
      </>
    ),
    cartCount: 3,
    cartHref: '/cart',
    onCartClick: fn(),
    onMenuClick: fn(),
    onNavigate: fn(),
    labels: appBarLabels,
  },
} satisfies Meta<typeof AppBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const EmptyCart: Story = { args: { cartCount: 0 } };
export const WithCartTotal: Story = { args: { cartHref: undefined, cartTotal: '1 250 ₽' } };
export const Compact: Story = {
  args: {
    compact: true,
    links: [],
    location: undefined,
    actions: undefined,
    cartCount: undefined,
    onMenuClick: undefined,
  },
};
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
