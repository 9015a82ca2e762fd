import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader } from '../index';
import { MenuNavigation, MenuSections } from './MenuSections';
import { catalogFor, ru } from './screens.fixtures';
import { ScreenLayout } from './ScreenLayout';
import { cartTotals, desktop, phone, screenParameters, severDesktop, severPhone } from './screen-stories';
import { screenTenantOf } from './tenants';
import type { ScreenTenant } from './tenants';

/** menus.show: one menu's groups with the sticky navigation bar (spec §2). */
function MenuScreen({ tenant }: { tenant: ScreenTenant }) {
  const catalog = catalogFor(tenant.id);
  const cart = cartTotals(catalog.cart);
  return (
    <ScreenLayout
      tenant={tenant}
      current="menu"
      cartBar
      cartCount={cart.count}
      cartTotal={cart.total}
      address={catalog.address.street}
      beneath={<MenuNavigation groups={catalog.groups} menus={catalog.menus} />}
    >
      <PageHeader title={catalog.menus[0]?.label ?? ru.menu.headline} onBack={() => {}} backLabel={ru.back} />
      <MenuSections groups={catalog.groups} currency={tenant.currency} />
    </ScreenLayout>
  );
}

const meta = {
  title: 'Screens/Menu',
  tags: ['!autodocs'],
  parameters: screenParameters,
  render: (_args, context) => <MenuScreen tenant={screenTenantOf(context)} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = phone;
export const Desktop: Story = desktop;
export const SeverPhone: Story = severPhone;
export const SeverDesktop: Story = severDesktop;
