import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PlatformAppBanner } from './PlatformAppBanner';
import { appBannerLabelsAndroid, appBannerLabelsIos } from './PlatformAppBanner.fixtures';

const meta = {
  title: 'Product/PlatformAppBanner',
  component: PlatformAppBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    appName: 'Тарелка',
    href: 'https://play.google.com/store/apps/details?id=x',
    onClose: fn(),
    labels: appBannerLabelsAndroid,
  },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof PlatformAppBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Android: Story = {};
export const Ios: Story = { args: { href: 'https://apps.apple.com/app/id0', labels: appBannerLabelsIos } };
export const LongRussianText: Story = { args: { appName: 'Тарелка — доставка пиццы, роллов и бургеров' } };
export const Light: Story = { globals: { theme: 'light', viewport: { value: 'mobile' } } };
