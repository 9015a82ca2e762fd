import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CookieBanner } from './CookieBanner';
import { cookieBannerLabels, cookieBannerLabelsEn } from './CookieBanner.fixtures';

const meta = {
  title: 'Product/CookieBanner',
  component: CookieBanner,
  args: { open: true, onAccept: fn(), policyHref: '/pravila-prodazhi', labels: cookieBannerLabels },
} satisfies Meta<typeof CookieBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const WithoutPolicy: Story = { args: { policyHref: undefined } };
export const English: Story = { args: { labels: cookieBannerLabelsEn } };
export const Light: Story = { globals: { theme: 'light' } };
