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
/** The providers with VK ID's OneTap widget in the VK button's place. */
const withVkWidget = (state: 'loading' | 'not_loaded') =>
  socialProviders.map((provider) =>
    provider.id === 'vk'
      ? { ...provider, widget: { state, containerRef: () => {}, loadingLabel: 'Загружаем вход через VK ID' } }
      : provider,
  );
/** VK ID's OneTap widget loads in the VK button's place. */
export const VkWidgetLoading: Story = { args: { providers: withVkWidget('loading') } };
/** The widget did not load: VK ID's button is offered as before. */
export const VkWidgetFailed: Story = { args: { providers: withVkWidget('not_loaded') } };
export const OnlyVk: Story = { args: { providers: socialProviders.slice(2) } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
