import type { Meta, StoryObj } from '@storybook/react-vite';
import { Splash } from './Splash';

const meta = {
  title: 'Surfaces/Splash',
  component: Splash,
  parameters: { layout: 'fullscreen' },
  args: { logo: 'Тарелка', progress: 0.35, label: 'Загрузка меню' },
} satisfies Meta<typeof Splash>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Indeterminate: Story = { args: { progress: null } };
export const AlmostDone: Story = { args: { progress: 0.9, message: 'Загружаем акции' } };
/** Waiting for the first location choice: the popup opens over the splash. */
export const UnderTheLocationPopup: Story = {
  args: { progress: 0.55, $belowDialogs: true },
  render: (args) => (
    <>
      <Splash {...args} />
      <div
        role="dialog"
        aria-label="Адрес"
        style={{
          position: 'fixed',
          inset: 'auto 0 0 0',
          zIndex: 400,
          padding: 24,
          background: '#ffffff',
          color: '#1a1a1a',
          borderRadius: '16px 16px 0 0',
        }}
      >
        Укажите адрес, чтобы мы могли показать вам актуальное меню
      </div>
    </>
  ),
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
