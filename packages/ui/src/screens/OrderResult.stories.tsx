import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatMoney } from '@tarelka/domain';
import { OrderAccepted } from '../index';
import { catalogFor, ORDER_NUMBER, ru } from './screens.fixtures';
import { Narrow } from './ScreenLayout.styles';
import { ScreenLayout } from './ScreenLayout';
import { cartTotals, desktop, phone, screenParameters, severDesktop, severPhone } from './screen-stories';
import { screenTenantOf } from './tenants';
import type { ScreenTenant } from './tenants';

/** The order result: accepted, its number and the note about a call (spec §2). */
function OrderResultScreen({ tenant }: { tenant: ScreenTenant }) {
  const cart = cartTotals(catalogFor(tenant.id).cart);
  return (
    <ScreenLayout tenant={tenant} cartCount={0}>
      <Narrow>
        <OrderAccepted
          onBackToMenu={() => {}}
          labels={{
            title: ru.order.accepted,
            number: ru.order.number(ORDER_NUMBER),
            total: ru.order.total(formatMoney(cart.total, { currency: tenant.currency })),
            callNote: ru.order.callNote,
            awaitingPayment: ru.order.awaitingPayment,
            pay: ru.order.pay,
            toMenu: ru.order.toMenu,
          }}
        />
      </Narrow>
    </ScreenLayout>
  );
}

const meta = {
  title: 'Screens/Order result',
  tags: ['!autodocs'],
  parameters: screenParameters,
  render: (_args, context) => <OrderResultScreen tenant={screenTenantOf(context)} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = phone;
export const Desktop: Story = desktop;
export const SeverPhone: Story = severPhone;
export const SeverDesktop: Story = severDesktop;
