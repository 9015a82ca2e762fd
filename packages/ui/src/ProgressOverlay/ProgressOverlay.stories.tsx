import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressOverlay } from './ProgressOverlay';

const meta = {
  title: 'Surfaces/ProgressOverlay',
  component: ProgressOverlay,
  args: { visible: true, label: 'Сохраняем адрес' },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: 240, padding: 16 }}>
        <p>Содержимое под оверлеем</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCaption: Story = { args: { showLabel: true } };
export const Hidden: Story = { args: { visible: false } };
export const Light: Story = { globals: { theme: 'light' }, args: { showLabel: true } };
