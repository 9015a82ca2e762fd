import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PayType } from '@tarelka/domain';
import { formatMoney } from '@tarelka/domain';
import { AddressForm, Button, CartSummary, PageHeader, PayTypeSelector, TextField, Textarea } from '../index';
import { catalogFor, ru } from './screens.fixtures';
import { Section, SectionTitle, Stack, TwoColumns } from './ScreenLayout.styles';
import { ScreenLayout } from './ScreenLayout';
import { cartTotals, desktop, phone, screenParameters, severDesktop, severPhone } from './screen-stories';
import { screenTenantOf } from './tenants';
import type { ScreenTenant } from './tenants';

const DELIVERY_PRICE = 19900;

/** The checkout screen: delivery place, contacts, comment, pay type and what the price includes (spec §2). */
function CheckoutScreen({ tenant }: { tenant: ScreenTenant }) {
  const catalog = catalogFor(tenant.id);
  const cart = cartTotals(catalog.cart);
  const [query, setQuery] = useState(catalog.address.street);
  const [details, setDetails] = useState(catalog.address.details);
  const [name, setName] = useState('Анна');
  const [phoneNumber, setPhoneNumber] = useState('+7 (916) 123-45-67');
  const [email, setEmail] = useState('');
  const [comment, setComment] = useState('');
  const [payType, setPayType] = useState<PayType | null>('CARD_ONLINE');
  const total = cart.total + DELIVERY_PRICE;
  return (
    <ScreenLayout tenant={tenant} address={catalog.address.street}>
      <PageHeader title={ru.checkout.headline} onBack={() => {}} backLabel={ru.back} />
      <TwoColumns>
        <Stack $gap={32}>
          <Section aria-labelledby="checkout-place">
            <SectionTitle id="checkout-place">{ru.checkout.deliveryPlace}</SectionTitle>
            <AddressForm
              value={query}
              onValueChange={setQuery}
              suggestions={[]}
              onSuggestionSelect={(suggestion) => setQuery(suggestion.title)}
              details={details}
              onDetailsChange={(patch) => setDetails((all) => ({ ...all, ...patch }))}
              labels={ru.addressForm}
            />
          </Section>
          <Section aria-labelledby="checkout-contacts">
            <SectionTitle id="checkout-contacts">{ru.checkout.contacts}</SectionTitle>
            <Stack>
              <TextField label={ru.checkout.name} value={name} onValueChange={setName} autoComplete="name" />
              <TextField
                label={ru.checkout.phone}
                value={phoneNumber}
                onValueChange={setPhoneNumber}
                mask="phone"
                autoComplete="tel"
                readOnly
              />
              <TextField
                label={ru.checkout.email}
                value={email}
                onValueChange={setEmail}
                type="email"
                autoComplete="email"
              />
              <Textarea label={ru.checkout.comment} value={comment} onValueChange={setComment} />
            </Stack>
          </Section>
          <PayTypeSelector
            available={['CARD_ONLINE', 'CARD_UPON_RECEIPT', 'CASH_UPON_RECEIPT']}
            value={payType}
            onValueChange={setPayType}
            labels={ru.payTypes}
          />
        </Stack>
        <Stack>
          <Section aria-labelledby="checkout-included">
            <SectionTitle id="checkout-included">{ru.checkout.included}</SectionTitle>
            <CartSummary
              count={cart.count}
              subtotal={cart.subtotal}
              discount={cart.discount || undefined}
              deliveryPrice={DELIVERY_PRICE}
              total={total}
              currency={tenant.currency}
              labels={ru.cartSummary}
            />
          </Section>
          <Button fullWidth size="lg">
            {ru.checkout.place(formatMoney(total, { currency: tenant.currency }))}
          </Button>
        </Stack>
      </TwoColumns>
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
