import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SocialSignInButtons } from './SocialSignInButtons';
import { socialProviders } from './SocialSignInButtons.fixtures';

const meta = {
  title: 'Product/SocialSignInButtons',
  component: SocialSignInButtons,
  args: { providers: socialProviders, onSignIn: fn() },
} satisfies Meta<typeof SocialSignInButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** VK ID's window is open: its button spins, the others wait. */
export const Busy: Story = { args: { busy: 'vk' } };
export const Failed: Story = { args: { error: 'Не удалось войти. Попробуйте другой способ' } };
/** The customer closed VK ID's window: said calmly. */
export const Closed: Story = { args: { notice: 'New tab has been closed' } };
export const OnlyVk: Story = { args: { providers: socialProviders.slice(2) } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
