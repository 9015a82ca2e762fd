import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AgeGate } from './AgeGate';
import { ageGateLabelsRu } from './AgeGate.fixtures';

const meta = {
  title: 'Product/AgeGate',
  component: AgeGate,
  args: { open: true, labels: ageGateLabelsRu, onConfirm: fn(), onDecline: fn() },
} satisfies Meta<typeof AgeGate>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const English: Story = {
  args: {
    labels: { title: '18+', text: 'This section has adult products. Are you 18 or older?', yes: 'Yes', no: 'No' },
  },
};
export const Light: Story = { globals: { theme: 'light' } };
