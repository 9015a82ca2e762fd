import type { Meta, StoryObj } from '@storybook/react-vite';
import { Splash } from './Splash';

const meta = {
  title: 'Surfaces/Splash',
  component: Splash,
  parameters: { layout: 'fullscreen' },
  args: { logo: 'Тарелка', progress: 0.35 },
} satisfies Meta<typeof Splash>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Indeterminate: Story = { args: { progress: null } };
export const AlmostDone: Story = { args: { progress: 0.9, message: 'Загружаем акции' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
