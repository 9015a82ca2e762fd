import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleSwitcher } from './LocaleSwitcher';

const meta = {
  title: 'Product/LocaleSwitcher',
  component: LocaleSwitcher,
  args: { locales: ['ru', 'en', 'cnr'], value: 'ru', onValueChange: fn(), label: 'Язык' },
} satisfies Meta<typeof LocaleSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SingleLocaleRendersNothing: Story = { args: { locales: ['ru'] } };
export const English: Story = { args: { value: 'en', label: 'Language' } };
export const Light: Story = { globals: { theme: 'light' } };
