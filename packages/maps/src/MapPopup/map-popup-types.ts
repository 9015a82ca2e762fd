import type { AddressDetails, Bounds, LatLng, MapPickupPoint, MapProvider, MapZone } from '../provider';

/** Texts of the map popup, in the customer's language. */
export interface MapPopupLabels {
  /** The search button and the search field's placeholder (spec §2). */
  search: string;
  /** No suggestion matched (spec §5). */
  notFound: string;
  /** The title when no address is chosen (spec §2). */
  fallbackTitle: string;
  /** Opens the delivery conditions dialog (spec §2). */
  deliveryConditions: string;
  /** The confirm button (spec §2). */
  confirm: string;
  /** The point is in no delivery zone (spec §5). */
  outsideZone: string;
  close: string;
  /** Closes the search overlay. */
  back: string;
  zoomIn: string;
  zoomOut: string;
  /** Accessible name of the draggable address marker. */
  marker: string;
  /** Prefix of the opening hours in a pickup info window (spec §2). */
  hours: string;
  /** Accessible name of the map. */
  map: string;
  /** Accessible name of the suggestion list. */
  suggestions: string;
  /** While suggestions or an address load. */
  loading: string;
  /** The geocoder failed. */
  error: string;
}

/** A delivery zone in the popup: the map shape plus the resto that serves it. */
export interface MapPopupZone extends MapZone {
  restoId?: number;
}

/** The city the popup shows (spec §3 City). */
export interface MapPopupCity {
  id: number;
  center: LatLng;
  bounds?: Bounds;
  /** Map zoom; 12 when absent. */
  zoom?: number;
  /** Outline for the offline map. */
  outline?: LatLng[];
}

/** A chosen delivery address. */
export interface MapAddress {
  /** The line shown as the title and stored as the delivery place's address. */
  text: string;
  /** What the geocoder knew; `houseNumber: null` triggers the spec's 'Подтвердите адрес' step. */
  details: AddressDetails;
}

/** What the popup confirms. */
export type MapPopupResult =
  | { deliveryType: 'DELIVERY'; address: MapAddress; location: LatLng; zoneId: number; restoId: number | null }
  | { deliveryType: 'TAKE_AWAY'; restoId: number };

/** Props of the map popup. */
export interface MapPopupProps {
  /** Whether the popup is shown. */
  open: boolean;
  /** The loaded provider; `null` while it loads (a spinner shows). */
  provider: MapProvider | null;
  /** Delivery: pick an address; take-away: pick a pickup point. */
  mode: 'DELIVERY' | 'TAKE_AWAY';
  /** The current city. */
  city: MapPopupCity;
  /** The current locale, e.g. 'ru'. */
  locale: string;
  /** The city's delivery zones. */
  zones: MapPopupZone[];
  /** Pickup points (take-away). */
  pickupPoints?: MapPickupPoint[];
  /** The delivery address chosen before, if any. */
  initialAddress?: MapAddress | null;
  /** The pickup point chosen before, if any. */
  initialRestoId?: number | null;
  /** Called with the choice when 'Подтвердить' is pressed. */
  onConfirm: (result: MapPopupResult) => void;
  /** Called when the popup is closed without confirming. */
  onClose: () => void;
  /** Opens the delivery conditions dialog; the button is hidden without it. */
  onDeliveryConditions?: () => void;
  /** Texts. */
  labels: MapPopupLabels;
}
