import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { AddressForm } from './AddressForm';
import type { AddressFormProps, AddressFormValue } from './AddressForm';

const empty: AddressFormValue = { address: '', flat: '', entrance: '', floor: '', intercom: '', comment: '' };
const streets = ['ул. Тверская, 12', 'ул. Тверская, 14с1', 'ул. Тверская-Ямская 1-я, 2', 'Тверской бульвар, 26'];

function Controlled(args: AddressFormProps) {
  const [value, setValue] = useState(args.value);
  const query = value.address.trim().toLocaleLowerCase('ru');
  const suggestions =
    args.suggestions ??
    (query.length >= 3
      ? streets
          .filter((s) => s.toLocaleLowerCase('ru').includes(query))
          .map((title) => ({ id: title, title, subtitle: 'Москва' }))
      : []);
  return (
    <AddressForm
      {...args}
      value={value}
      suggestions={suggestions}
      notFound={args.notFound ?? (query.length >= 3 && suggestions.length === 0 && !streets.includes(value.address))}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Product/AddressForm',
  component: AddressForm,
  render: (args) => <Controlled {...args} />,
  args: { value: empty, onChange: fn(), onSuggestionSelect: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: {
    value: {
      address: 'ул. Тверская, 12',
      flat: '45',
      entrance: '2',
      floor: '7',
      intercom: '45К',
      comment: 'Позвонить за 10 минут',
    },
  },
};
export const WithError: Story = {
  args: { value: { ...empty, address: 'ул. Лесная, 1' }, errors: { address: 'Адрес не входит в зону доставки' } },
};
export const NotFound: Story = {
  args: { value: { ...empty, address: 'Несуществующая' }, notFound: true, suggestions: [] },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
