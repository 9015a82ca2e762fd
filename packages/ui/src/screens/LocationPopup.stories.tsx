import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmPopup, Splash } from '../index';
import { HomeScreen } from './HomeScreen';
import { LocationDialog } from './LocationDialog';
import type { LocationStep } from './LocationDialog';
import { catalogFor, ru } from './screens.fixtures';
import { TenantMark } from './ScreenLayout';
import { desktop, phone, screenParameters, severDesktop, severPhone } from './screen-stories';
import { screenTenantOf } from './tenants';
import type { ScreenTenant } from './tenants';

/**
 * The location popup at one step. The city step is the first visit's: over the boot splash, not
 * closable, with the language menu. The delivery and take-away steps open from the app bar over
 * home; `confirm` is the 'Подтвердите адрес' popup after saving an address without a house number.
 */
function LocationScreen({ tenant, step }: { tenant: ScreenTenant; step: LocationStep | 'confirm' }) {
  const catalog = catalogFor(tenant.id);
  if (step === 'city') {
    return (
      <>
        <Splash logo={<TenantMark tenant={tenant} />} progress={0.4} label={ru.app.loadingMenu} $belowDialogs />
        <LocationDialog catalog={catalog} step="city" locales={tenant.locales} firstVisit />
      </>
    );
  }
  return (
    <>
      <HomeScreen tenant={tenant} />
      {step === 'confirm' ? (
        <ConfirmPopup open onConfirm={() => {}} onCancel={() => {}} labels={ru.confirmAddress}>
          {ru.location.confirmAddressText}
        </ConfirmPopup>
      ) : (
        <LocationDialog catalog={catalog} step={step} locales={tenant.locales} />
      )}
    </>
  );
}

const meta = {
  title: 'Screens/Location popup',
  tags: ['!autodocs'],
  parameters: screenParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (step: LocationStep | 'confirm'): Story['render'] =>
  function Render(_args, context) {
    return <LocationScreen tenant={screenTenantOf(context)} step={step} />;
  };

/** Step 1: the city (skipped by the storefront when there is only one). */
export const CityPhone: Story = { ...phone, render: at('city') };
export const CityDesktop: Story = { ...desktop, render: at('city') };
export const CitySeverPhone: Story = { ...severPhone, render: at('city') };
export const CitySeverDesktop: Story = { ...severDesktop, render: at('city') };
/** Step 2, delivery: the address with autocomplete and the flat, entrance, floor, intercom, comment fields. */
export const DeliveryAddressPhone: Story = { ...phone, render: at('delivery') };
export const DeliveryAddressDesktop: Story = { ...desktop, render: at('delivery') };
export const DeliveryAddressSeverPhone: Story = { ...severPhone, render: at('delivery') };
export const DeliveryAddressSeverDesktop: Story = { ...severDesktop, render: at('delivery') };
/** Step 2, take-away: pickup points by street and 'Выбрать на карте'. */
export const PickupPointPhone: Story = { ...phone, render: at('pickup') };
export const PickupPointDesktop: Story = { ...desktop, render: at('pickup') };
export const PickupPointSeverPhone: Story = { ...severPhone, render: at('pickup') };
export const PickupPointSeverDesktop: Story = { ...severDesktop, render: at('pickup') };
/** After saving an address without a house number: 'Подтвердите адрес'. */
export const ConfirmPhone: Story = { ...phone, render: at('confirm') };
export const ConfirmDesktop: Story = { ...desktop, render: at('confirm') };
export const ConfirmSeverPhone: Story = { ...severPhone, render: at('confirm') };
export const ConfirmSeverDesktop: Story = { ...severDesktop, render: at('confirm') };
