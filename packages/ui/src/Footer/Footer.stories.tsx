import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer';

const meta = {
  title: 'Product/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    links: [
      { label: 'Информация для клиентов', href: '/informaciya-dlya-klientov' },
      { label: 'Уникальные преимущества', href: '/unikalnye-preimushchestva' },
      { label: 'Правила продажи', href: '/pravila-prodazhi' },
      { label: 'Поставщикам', href: '/postavshchikam' },
      { label: 'Поставщикам услуг и продукции', href: '/postavshchikam-uslug-i-produkcii' },
      { label: 'Совместные промо-акции', href: '/sovmestnye-promo-akcii' },
      { label: 'Подарки от партнёров', href: '/podarki-ot-partnerov' },
      { label: 'Доставка', href: '/dostavka' },
    ],
    support: { label: 'Написать в поддержку', href: 'https://t.me/example', external: true },
    appLinks: [
      { label: 'App Store', href: 'https://apps.apple.com/app/id0', external: true },
      { label: 'Google Play', href: 'https://play.google.com/store/apps/details?id=x', external: true },
    ],
    copyright: '© 2026 Тарелка',
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Minimal: Story = { args: { support: undefined, appLinks: [] } };
export const Light: Story = { globals: { theme: 'light' } };
