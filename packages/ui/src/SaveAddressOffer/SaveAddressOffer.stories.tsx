import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SaveAddressOffer } from './SaveAddressOffer';
import { saveAddressOfferLabels } from './SaveAddressOffer.fixtures';

const meta = {
  title: 'Product/SaveAddressOffer',
  component: SaveAddressOffer,
  args: {
    address: 'Москва, улица Тверская, 12',
    onSave: fn(async (title: string): Promise<string | null> => (title.trim() ? null : 'Обязательное поле')),
    labels: saveAddressOfferLabels,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SaveAddressOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Saved: Story = { args: { savedTitle: 'Дом' } };
export const Refused: Story = {
  args: { onSave: fn(async (_title: string): Promise<string | null> => 'Максимальная длина 50') },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
