import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CookieBanner } from './CookieBanner';

const meta = {
  title: 'Product/CookieBanner',
  component: CookieBanner,
  args: { open: true, onAccept: fn(), policyHref: '/pravila-prodazhi' },
} satisfies Meta<typeof CookieBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const English: Story = {
  args: {
    labels: { title: 'Cookies', text: 'We use cookies to make the site work.', accept: 'OK', policy: 'Details' },
  },
};
export const Light: Story = { globals: { theme: 'light' } };
