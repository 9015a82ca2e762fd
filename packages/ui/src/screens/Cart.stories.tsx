import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CartLines,
  CartSummary,
  DeliveryHint,
  EmptyCart,
  PageHeader,
  PersonCount,
  PromoCodeField,
  SummaryLayout,
} from '../index';
import type { CartLineData } from '../index';
import { catalogFor, ru } from './screens.fixtures';
import { Section, SectionTitle } from './ScreenLayout.styles';
import { ScreenLayout } from './ScreenLayout';
import { cartTotals, desktop, phone, screenParameters, severDesktop, severPhone } from './screen-stories';
import { screenTenantOf } from './tenants';
import type { ScreenTenant } from './tenants';

const DELIVERY_PRICE = 19900;
const FREE_FROM = 300000;

/** cart.index: lines, person count, promo code, delivery hint and summary (spec §2). */
function CartScreen({ tenant, empty = false }: { tenant: ScreenTenant; empty?: boolean }) {
  const catalog = catalogFor(tenant.id);
  const [lines, setLines] = useState<readonly CartLineData[]>(empty ? [] : catalog.cart);
  const [persons, setPersons] = useState(2);
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const cart = cartTotals(lines);
  const setCount = (key: string, count: number) =>
    setLines((all) =>
      all.map((line) =>
        line.key === key
          ? {
              ...line,
              count,
              sum: (line.sum / line.count) * count,
              oldSum: line.oldSum && (line.oldSum / line.count) * count,
            }
          : line,
      ),
    );
  return (
    <ScreenLayout tenant={tenant} cartCount={cart.count} cartTotal={cart.total} address={catalog.address.street}>
      <PageHeader title={ru.cart.title} onBack={() => {}} backLabel={ru.back} />
      {lines.length === 0 ? (
        <EmptyCart
          onBackToMenu={() => {}}
          labels={{ title: ru.cart.empty, text: ru.cart.emptyText, backToMenu: ru.cart.backToMenu }}
        />
      ) : (
        <SummaryLayout
          $gap={24}
          aside={
            <CartSummary
              count={cart.count}
              subtotal={cart.subtotal}
              discount={cart.discount || undefined}
              deliveryPrice={cart.total >= FREE_FROM ? 0 : DELIVERY_PRICE}
              total={cart.total + (cart.total >= FREE_FROM ? 0 : DELIVERY_PRICE)}
              onCheckout={() => {}}
              currency={tenant.currency}
              labels={ru.cartSummary}
            />
          }
        >
          <Section aria-labelledby="cart-lines">
            <SectionTitle id="cart-lines">{ru.cart.positions(lines.length)}</SectionTitle>
            <CartLines
              lines={lines}
              label={ru.cart.lines}
              onCountChange={setCount}
              onRemove={(key) => setLines((all) => all.filter((l) => l.key !== key))}
              currency={tenant.currency}
              labels={ru.cartLine}
            />
          </Section>
          {tenant.cart.personCount && (
            <PersonCount
              value={persons}
              onValueChange={setPersons}
              min={1}
              max={20}
              label={ru.cart.personCount}
              counterLabels={{ decrease: ru.cartLine.decrease, increase: ru.cartLine.increase }}
            />
          )}
          {tenant.cart.promoCodes && (
            <PromoCodeField
              value={code}
              onValueChange={setCode}
              onApply={setApplied}
              onRemove={() => setApplied(null)}
              appliedCode={applied}
              labels={ru.promoCode}
            />
          )}
          <DeliveryHint
            hint={
              cart.total >= FREE_FROM
                ? { kind: 'FREE_DELIVERY' }
                : { kind: 'LEFT_TO_FREE_DELIVERY', left: FREE_FROM - cart.total }
            }
            cartTotal={cart.total}
            currency={tenant.currency}
            labels={ru.deliveryHint}
          />
        </SummaryLayout>
      )}
    </ScreenLayout>
  );
}

const meta = {
  title: 'Screens/Cart',
  tags: ['!autodocs'],
  parameters: screenParameters,
  render: (_args, context) => <CartScreen tenant={screenTenantOf(context)} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = phone;
export const Desktop: Story = desktop;
export const SeverPhone: Story = severPhone;
export const SeverDesktop: Story = severDesktop;
/** The empty cart with its way back to the menu. */
export const EmptyPhone: Story = {
  ...phone,
  render: (_args, context) => <CartScreen tenant={screenTenantOf(context)} empty />,
};
