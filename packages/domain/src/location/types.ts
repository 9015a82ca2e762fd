import type { DeliveryType } from '../pay/types';
import type { LatLng } from '../zones/types';

/** The delivery place (spec §3). */
export interface DeliveryPlace {
  address: string;
  apartment?: string | null;
  comment?: string | null;
  entrance?: string | null;
  floor?: string | null;
  intercom?: string | null;
  location: LatLng | null;
}

/** What the location dialog selects and the store keeps. */
export interface LocationSelection {
  cityId: number | null;
  deliveryType: DeliveryType | null;
  restoId: number | null;
  /** Only meaningful for DELIVERY. */
  deliveryPlace: DeliveryPlace | null;
}

/** The steps of the location dialog (spec §4). */
export type LocationStep = 'citySelection' | 'deliveryTypeSelection';
