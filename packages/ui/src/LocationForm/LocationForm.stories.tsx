import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddressForm } from '../AddressForm/AddressForm';
import { addressFormLabels } from '../AddressForm/AddressForm.fixtures';
import { CityChooser } from '../CityChooser/CityChooser';
import { cities, cityChooserLabels } from '../CityChooser/CityChooser.fixtures';
import { PickupPointList } from '../PickupPointList/PickupPointList';
import { pickupPointListLabels } from '../PickupPointList/PickupPointList.fixtures';
import { LocationForm } from './LocationForm';
import { chooseCityHeading, locationFormLabels, locationLead } from './LocationForm.fixtures';

const meta = {
  title: 'Product/LocationForm',
  component: LocationForm,
  args: {
    lead: locationLead,
    cityName: 'Москва',
    onChangeCity: fn(),
    deliveryTypes: ['DELIVERY', 'TAKE_AWAY'],
    deliveryType: 'DELIVERY',
    onDeliveryTypeChange: fn(),
    onSave: fn(),
    onOpenMap: fn(),
    onOpenConditions: fn(),
    labels: locationFormLabels,
    children: (
      <AddressForm
        value="улица Тверская, 12"
        onValueChange={fn()}
        suggestions={[]}
        onSuggestionSelect={fn()}
        details={{ apartment: '5' }}
        onDetailsChange={fn()}
        labels={addressFormLabels}
      />
    ),
  },
} satisfies Meta<typeof LocationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Delivery: the address form, the map and the delivery conditions. */
export const Delivery: Story = {};
/** Take-away: the pickup points; the map is the list's own button. */
export const TakeAway: Story = {
  args: {
    deliveryType: 'TAKE_AWAY',
    onOpenMap: undefined,
    onOpenConditions: undefined,
    children: (
      <PickupPointList
        points={[
          { id: 'r1', street: 'ул. Тверская, 12', name: 'Тарелка на Тверской', hours: '10:00–23:00' },
          { id: 'r2', street: 'пр. Мира, 45', name: 'Тарелка на Мира', hours: '00:00–24:00' },
        ]}
        value="r1"
        onValueChange={fn()}
        onOpenMap={fn()}
        labels={pickupPointListLabels}
      />
    ),
  },
};
/** The city step: a heading and the chooser, no action bar. */
export const City: Story = {
  args: {
    heading: chooseCityHeading,
    cityName: undefined,
    deliveryTypes: [],
    onSave: undefined,
    children: <CityChooser cities={cities.slice(0, 3)} value={null} onChoose={fn()} labels={cityChooserLabels} />,
  },
};
/** A city without zones or menus: its message as an alert. */
export const Unavailable: Story = {
  args: { cityName: undefined, deliveryTypes: [], onSave: undefined, children: null, alerts: ['Нет зон доставки'] },
};
/** Saving, with an error that is no field's. */
export const Saving: Story = { args: { saving: true, alerts: ['Network error'] } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
