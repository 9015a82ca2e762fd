import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer';
import { footerAppLinks, footerLinks } from './Footer.fixtures';

const meta = {
  title: 'Product/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    links: footerLinks,
    navigationLabel: 'Информация',
    support: { label: 'Написать в поддержку', href: 'https://t.me/example', external: true },
    appLinks: footerAppLinks,
    appLinksLabel: 'Мобильное приложение',
    copyright: '© 2026 Тарелка',
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Minimal: Story = { args: { support: undefined, appLinks: [] } };
export const Light: Story = { globals: { theme: 'light' } };
