import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { AddressForm } from './AddressForm';
import type { AddressFormProps } from './AddressForm';
import { addressFormLabels, suggest } from './AddressForm.fixtures';

function Controlled(args: AddressFormProps) {
  const [value, setValue] = useState(args.value);
  const [chosen, setChosen] = useState(args.chosen);
  const [details, setDetails] = useState(args.details);
  const suggestions = args.suggestions.length > 0 ? args.suggestions : suggest(value);
  const empty = value.trim().length >= 3 && suggestions.length === 0 && chosen === undefined;
  return (
    <AddressForm
      {...args}
      value={value}
      onValueChange={(next) => (setValue(next), setChosen(undefined), args.onValueChange(next))}
      suggestions={suggestions}
      status={args.status ?? (empty ? 'empty' : 'idle')}
      onSuggestionSelect={(suggestion) => {
        setValue(suggestion.title);
        setChosen(`${suggestion.title}, ${suggestion.subtitle ?? ''}`);
        args.onSuggestionSelect(suggestion);
      }}
      chosen={chosen}
      details={details}
      onDetailsChange={(patch) => (setDetails({ ...details, ...patch }), args.onDetailsChange(patch))}
    />
  );
}

const meta = {
  title: 'Product/AddressForm',
  component: AddressForm,
  render: (args) => <Controlled {...args} />,
  args: {
    value: '',
    suggestions: [],
    details: {},
    labels: addressFormLabels,
    onValueChange: fn(),
    onSuggestionSelect: fn(),
    onDetailsChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, minHeight: 460 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Suggestions: Story = { args: { value: 'Тверская', suggestions: suggest('Тверская') } };
export const Chosen: Story = {
  args: {
    value: 'улица Тверская, 12',
    chosen: 'улица Тверская, 12, Москва',
    details: { apartment: '45', entrance: '2', floor: '7', intercom: '45К', comment: 'Позвонить за 10 минут' },
  },
};
export const Loading: Story = { args: { value: 'Тверская', status: 'loading' } };
export const NotFound: Story = { args: { value: 'Несуществующая', status: 'empty' } };
export const WithError: Story = { args: { error: 'Укажите адрес доставки' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
export const SavedAddresses: Story = {
  args: {
    saved: [
      { id: 'a', title: 'Дом', address: 'улица Тверская, 12, Москва' },
      { id: 'b', title: null, address: 'Тверской бульвар, 26, Москва' },
    ],
    labels: { ...addressFormLabels, saved: 'Сохранённые адреса' },
  },
};
