import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountMenu } from './AccountMenu';

const meta = {
  title: 'Product/AccountMenu',
  component: AccountMenu,
  args: {
    name: 'Анна Иванова',
    items: [
      { label: 'Мои заказы', href: '/orders', onSelect: fn() },
      { label: 'Профиль', href: '/profile', onSelect: fn() },
      { label: 'Выйти', onSelect: fn() },
    ],
  },
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PhoneOnly: Story = { args: { name: '+7 999 123-45-67' } };
export const WithAvatar: Story = {
  args: {
    avatar:
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Ccircle cx="16" cy="16" r="16" fill="%23e07a5f"/%3E%3C/svg%3E',
  },
};
export const InlineInDrawer: Story = { args: { variant: 'inline' } };
export const English: Story = {
  args: {
    items: [
      { label: 'My orders', href: '/orders' },
      { label: 'Profile', href: '/profile' },
      { label: 'Sign out', onSelect: fn() },
    ],
  },
};
