import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CheckoutPlace } from './CheckoutPlace';
import type { CheckoutPlaceDetail, CheckoutPlaceField, CheckoutPlaceProps } from './CheckoutPlace';
import { checkoutPlaceLabels } from './CheckoutPlace.fixtures';

/** The section with controlled detail fields, as a form would give them. */
function WithDetails({
  errors = {},
  ...props
}: CheckoutPlaceProps & { errors?: Partial<Record<CheckoutPlaceDetail, string>> }) {
  const [values, setValues] = useState<Record<CheckoutPlaceDetail, string>>({
    apartment: '12',
    entrance: '2',
    floor: '',
    intercom: '',
    comment: '',
  });
  const field = (detail: CheckoutPlaceDetail): CheckoutPlaceField => ({
    value: values[detail],
    onValueChange: (value) => setValues((all) => ({ ...all, [detail]: value })),
    error: errors[detail],
  });
  const fields = {
    apartment: field('apartment'),
    entrance: field('entrance'),
    floor: field('floor'),
    intercom: field('intercom'),
    comment: field('comment'),
  };
  return <CheckoutPlace {...props} fields={fields} />;
}

const meta = {
  title: 'Product/CheckoutPlace',
  component: CheckoutPlace,
  args: {
    address: 'Москва, ул. Тверская, 7',
    onChange: fn(),
    labels: checkoutPlaceLabels,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutPlace>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Delivery: the address, its change button and the details. */
export const Delivery: Story = { render: (args) => <WithDetails {...args} /> };
/** A detail over its length limit. */
export const WithError: Story = {
  render: (args) => <WithDetails {...args} errors={{ floor: 'Не более 100 символов' }} />,
};
/** Pickup: the point and its change button only. */
export const Pickup: Story = {
  args: {
    address: 'Тарелка на Арбате, Москва, ул. Арбат, 12',
    labels: { ...checkoutPlaceLabels, title: 'Пункт самовывоза' },
  },
};
/** A long address wraps; the button keeps its width. */
export const LongAddress: Story = {
  args: {
    address: 'Москва, Краснопресненская набережная, 12, строение 1, вход со стороны Мантулинской улицы',
  },
  globals: { viewport: { value: 'mobile' } },
};
export const Light: Story = { globals: { theme: 'light' } };
