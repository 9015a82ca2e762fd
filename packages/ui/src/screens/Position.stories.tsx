import type { Meta, StoryObj } from '@storybook/react-vite';
import { Modal, PositionDetail } from '../index';
import { MenuSections } from './MenuSections';
import { catalogFor, ru } from './screens.fixtures';
import { ScreenLayout } from './ScreenLayout';
import { cartTotals, desktop, phone, screenParameters, severDesktop, severPhone } from './screen-stories';
import { screenTenantOf } from './tenants';
import type { ScreenTenant } from './tenants';

/** menus.positions.show: the position detail as a top layer over the menu (spec §2). */
function PositionScreen({ tenant }: { tenant: ScreenTenant }) {
  const catalog = catalogFor(tenant.id);
  const cart = cartTotals(catalog.cart);
  return (
    <ScreenLayout
      tenant={tenant}
      current="menu"
      cartCount={cart.count}
      cartTotal={cart.total}
      address={catalog.address.street}
    >
      <MenuSections groups={catalog.groups} currency={tenant.currency} />
      <Modal open title={catalog.detail.name} onClose={() => {}} closeLabel={ru.location.close} $maxWidth="lg">
        <PositionDetail
          position={catalog.detail}
          hideName
          onAdd={() => {}}
          onPhotoClick={() => {}}
          currency={tenant.currency}
          labels={ru.positionDetail}
        />
      </Modal>
    </ScreenLayout>
  );
}

const meta = {
  title: 'Screens/Position',
  tags: ['!autodocs'],
  parameters: screenParameters,
  render: (_args, context) => <PositionScreen tenant={screenTenantOf(context)} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = phone;
export const Desktop: Story = desktop;
export const SeverPhone: Story = severPhone;
export const SeverDesktop: Story = severDesktop;
