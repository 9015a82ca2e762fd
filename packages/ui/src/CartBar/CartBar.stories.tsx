import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CartBar } from './CartBar';

const meta = {
  title: 'Product/CartBar',
  component: CartBar,
  parameters: { layout: 'fullscreen' },
  args: { summary: 'Корзина · 2 позиции', total: '780 ₽', onClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While it shows, the page keeps room for it below its content and tells other fixed buttons. */
export const Default: Story = {
  play: async () => {
    await expect(getComputedStyle(document.body).paddingBottom).toBe('88px');
    await expect(getComputedStyle(document.documentElement).getPropertyValue('--cart-bar-space').trim()).toBe('88px');
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const LongTotal: Story = { args: { summary: 'Корзина · 24 позиции', total: '12 345,50 ₽' } };
export const Light: Story = { globals: { theme: 'light' } };
