import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { ProviderWidget } from './ProviderWidget';

/** Stands in for VK ID's frame: what the SDK would draw into the container. */
const drawWidget = (element: HTMLDivElement | null) => {
  if (element && !element.firstChild) {
    element.innerHTML =
      '<div style="height:48px;border-radius:12px;background:#0058cc;color:#fff;display:grid;place-items:center;font:500 16px sans-serif">Продолжить как Вера</div>';
  }
};

const meta = {
  title: 'Product/ProviderWidget',
  component: ProviderWidget,
  args: {
    state: 'loading',
    containerRef: drawWidget,
    loadingLabel: 'Загружаем вход через VK ID',
    children: (
      <Button variant="secondary" size="lg" fullWidth onClick={fn()}>
        Войти через VK ID
      </Button>
    ),
  },
} satisfies Meta<typeof ProviderWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The SDK and its frame load: a button-sized placeholder. */
export const Loading: Story = {};
/** A widget that loads on the customer's first interaction: our button until it has loaded. */
export const FallbackWhileLoading: Story = { args: { fallbackWhileLoading: true } };
/** The frame said it loaded (300 ms ago): VK ID's own widget. */
export const Loaded: Story = { args: { state: 'loaded' } };
/** No frame within 5000 ms, or it failed: our own button. */
export const NotLoaded: Story = { args: { state: 'not_loaded' } };
export const Mobile: Story = { args: { state: 'not_loaded' }, globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { args: { state: 'loaded' }, globals: { theme: 'light' } };
