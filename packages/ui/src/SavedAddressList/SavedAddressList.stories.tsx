import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SavedAddressList } from './SavedAddressList';
import { savedAddresses, savedAddressListLabels } from './SavedAddressList.fixtures';

const meta = {
  title: 'Product/SavedAddressList',
  component: SavedAddressList,
  args: {
    addresses: savedAddresses,
    onRename: fn(async (_id: string, title: string): Promise<string | null> =>
      title.trim() ? null : 'Обязательное поле',
    ),
    onDelete: fn(async () => true),
    onRetry: fn(),
    labels: savedAddressListLabels,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SavedAddressList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Failed: Story = { args: { failed: true } };
export const Empty: Story = { args: { addresses: [] } };
export const RenameRefused: Story = {
  args: { onRename: fn(async (_id: string, _title: string): Promise<string | null> => 'Максимальная длина 50') },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
