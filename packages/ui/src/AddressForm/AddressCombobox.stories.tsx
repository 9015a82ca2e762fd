import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddressCombobox } from './AddressCombobox';
import { addressComboboxLabels, suggest } from './AddressForm.fixtures';

/** The address field alone, as the map popup's search overlay shows it. */
const meta = {
  title: 'Product/AddressCombobox',
  component: AddressCombobox,
  args: {
    value: 'Тверская',
    suggestions: suggest('Тверская'),
    labels: addressComboboxLabels,
    onValueChange: fn(),
    onSuggestionSelect: fn(),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressCombobox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Suggestions: Story = {};
export const Typing: Story = { args: { value: 'Тв', suggestions: [] } };
export const Failed: Story = { args: { suggestions: [], status: 'error' } };
export const Light: Story = { globals: { theme: 'light' } };
