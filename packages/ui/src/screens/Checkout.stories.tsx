import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PayType } from '@tarelka/domain';
import { formatMoney } from '@tarelka/domain';
import {
  CartSummary,
  CheckoutPlace,
  CheckoutSummary,
  PageHeader,
  Panel,
  PayTypeSelector,
  ProgressOverlay,
  SummaryLayout,
  TextField,
  Textarea,
} from '../index';
import type { CheckoutPlaceDetail, CheckoutPlaceField } from '../index';
import { catalogFor, ru } from './screens.fixtures';
import { ScreenLayout } from './ScreenLayout';
import { cartTotals, desktop, phone, screenParameters, severDesktop, severPhone } from './screen-stories';
import { screenTenantOf } from './tenants';
import type { ScreenTenant } from './tenants';

const DELIVERY_PRICE = 19900;

/**
 * The checkout screen (spec §2): the delivery place and its fields, contacts, comment, pay type and
 * 'Что входит в стоимость'; while the order is placed the progress overlay covers the screen.
 */
function CheckoutScreen({ tenant, placing = false }: { tenant: ScreenTenant; placing?: boolean }) {
  const catalog = catalogFor(tenant.id);
  const cart = cartTotals(catalog.cart);
  const [details, setDetails] = useState(catalog.address.details);
  const [name, setName] = useState('Анна');
  const [email, setEmail] = useState('anna@example.ru');
  const [phoneNumber, setPhoneNumber] = useState('+7 (916) 123-45-67');
  const [comment, setComment] = useState('');
  const [payType, setPayType] = useState<PayType | null>('CARD_ONLINE');
  const total = cart.total + DELIVERY_PRICE;
  const detail = (key: CheckoutPlaceDetail): CheckoutPlaceField => ({
    value: details[key] ?? '',
    onValueChange: (value) => setDetails((all) => ({ ...all, [key]: value })),
  });
  return (
    <ScreenLayout tenant={tenant} address={catalog.address.street}>
      <PageHeader title={ru.checkout.headline} onBack={() => {}} backLabel={ru.back} />
      <SummaryLayout
        as="form"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        $asideWidth={380}
        aside={
          <CheckoutSummary
            placing={placing}
            onRules={() => {}}
            labels={{
              title: ru.checkout.included,
              place: ru.checkout.place(formatMoney(total, { currency: tenant.currency })),
              retry: ru.checkout.retry,
              rules: ru.checkout.rules,
            }}
          >
            <CartSummary
              count={cart.count}
              subtotal={cart.subtotal}
              discount={cart.discount || undefined}
              deliveryPrice={DELIVERY_PRICE}
              total={total}
              lines={catalog.cart.map((line) => ({ key: line.key, name: line.name, count: line.count, sum: line.sum }))}
              currency={tenant.currency}
              labels={ru.cartSummary}
            />
          </CheckoutSummary>
        }
      >
        <CheckoutPlace
          address={catalog.address.street}
          onChange={() => {}}
          fields={{
            apartment: detail('apartment'),
            entrance: detail('entrance'),
            floor: detail('floor'),
            intercom: detail('intercom'),
            comment: detail('comment'),
          }}
          labels={{
            title: ru.checkout.deliveryPlace,
            change: ru.checkout.changeAddress,
            fields: { ...ru.addressForm, comment: ru.checkout.placeComment },
          }}
        />
        <Panel headingId="checkout-contacts" title={ru.checkout.contacts}>
          <TextField label={ru.checkout.name} value={name} onValueChange={setName} autoComplete="name" required />
          <TextField
            label={ru.checkout.email}
            value={email}
            onValueChange={setEmail}
            type="email"
            autoComplete="email"
            required
          />
          <TextField
            label={ru.checkout.phone}
            value={phoneNumber}
            onValueChange={setPhoneNumber}
            mask="phone"
            autoComplete="tel"
          />
          <Textarea label={ru.checkout.comment} value={comment} onValueChange={setComment} rows={3} />
        </Panel>
        <Panel>
          <PayTypeSelector
            available={['CARD_ONLINE', 'CARD_UPON_RECEIPT', 'CASH_UPON_RECEIPT']}
            value={payType}
            onValueChange={setPayType}
            labels={ru.payTypes}
          />
        </Panel>
      </SummaryLayout>
      <ProgressOverlay visible={placing} label={ru.checkout.placing} showLabel $fixed />
    </ScreenLayout>
  );
}

const meta = {
  title: 'Screens/Checkout',
  tags: ['!autodocs'],
  parameters: screenParameters,
  render: (_args, context) => <CheckoutScreen tenant={screenTenantOf(context)} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = phone;
export const Desktop: Story = desktop;
export const SeverPhone: Story = severPhone;
export const SeverDesktop: Story = severDesktop;
/** The order is being placed: the progress overlay covers the screen (spec §2). */
export const PlacingPhone: Story = {
  ...phone,
  render: (_args, context) => <CheckoutScreen tenant={screenTenantOf(context)} placing />,
};
