import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryGeocoder } from '../geocoder/memory-geocoder';
import { createOfflineProvider } from '../offline/offline-provider';
import { MapPopup } from './MapPopup';
import { gazetteer, mapPopupLabels, moscow, pickupPoints, zones } from './MapPopup.fixtures';

// The offline provider over an in-memory gazetteer: no API, no tiles, no network. Type 'Тве' or
// 'Арб' in the search; drag the marker out of the zones to see the warning.
const provider = createOfflineProvider({ geocoder: createMemoryGeocoder(gazetteer, { delayMs: 150 }) });

const meta = {
  title: 'Maps/MapPopup',
  component: MapPopup,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    provider,
    mode: 'DELIVERY',
    city: moscow,
    locale: 'ru',
    zones,
    pickupPoints,
    onConfirm: () => {},
    onClose: () => {},
    onDeliveryConditions: () => {},
    labels: mapPopupLabels,
  },
  argTypes: {
    onConfirm: { action: 'onConfirm' },
    onClose: { action: 'onClose' },
    onDeliveryConditions: { action: 'onDeliveryConditions' },
    provider: { control: false },
  },
} satisfies Meta<typeof MapPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delivery with nothing chosen yet: the title falls back to 'Точка на карте', confirm is disabled. */
export const Delivery: Story = {};

/** Delivery with an address inside the centre zone: the zone is highlighted, confirm is enabled. */
export const DeliveryWithAddress: Story = {
  args: {
    initialAddress: {
      text: 'улица Тверская, 7',
      details: {
        country: 'Россия',
        region: 'Москва',
        city: 'Москва',
        street: 'улица Тверская',
        houseNumber: '7',
        coordinates: { lat: 55.7575, lng: 37.6131 },
        placeId: 'tverskaya-7',
      },
    },
  },
};

/** Delivery to an address in no zone: 'Адрес не входит в зону доставки', confirm disabled. */
export const DeliveryOutsideZones: Story = {
  args: {
    initialAddress: {
      text: 'Профсоюзная улица, 56',
      details: {
        country: 'Россия',
        region: 'Москва',
        city: 'Москва',
        street: 'Профсоюзная улица',
        houseNumber: '56',
        coordinates: { lat: 55.67, lng: 37.553 },
        placeId: 'profsoyuznaya-56',
      },
    },
  },
};

/** Take-away: a marker per pickup point; clicking one selects the resto and opens its info window. */
export const TakeAway: Story = {
  args: { mode: 'TAKE_AWAY' },
};

/** Take-away with a pickup point already chosen. */
export const TakeAwaySelected: Story = {
  args: { mode: 'TAKE_AWAY', initialRestoId: 2 },
};

/** The provider is still loading. */
export const LoadingProvider: Story = {
  args: { provider: null },
};

/** Every text comes from `labels`: here in English. */
export const EnglishLabels: Story = {
  args: {
    locale: 'en',
    labels: {
      search: 'Enter address',
      notFound: 'Address not found',
      fallbackTitle: 'Point on the map',
      deliveryConditions: 'Delivery terms',
      confirm: 'Confirm',
      outsideZone: 'The address is outside the delivery area',
      close: 'Close',
      back: 'Back',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      marker: 'Delivery point',
      hours: 'Opening hours:',
      map: 'Map',
      suggestions: 'Address suggestions',
      loading: 'Loading…',
      error: 'The request failed',
    },
  },
};
