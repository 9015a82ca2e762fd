import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PlatformAppBanner } from './PlatformAppBanner';

const meta = {
  title: 'Product/PlatformAppBanner',
  component: PlatformAppBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    platform: 'android',
    appName: 'Тарелка',
    href: 'https://play.google.com/store/apps/details?id=x',
    onClose: fn(),
  },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof PlatformAppBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Android: Story = {};
export const Ios: Story = { args: { platform: 'ios', href: 'https://apps.apple.com/app/id0' } };
export const LongRussianText: Story = { args: { appName: 'Тарелка — доставка пиццы, роллов и бургеров' } };
export const Light: Story = { globals: { theme: 'light', viewport: { value: 'mobile' } } };
