// Delivery zones in the spec's names, mapped from the server's (deliveryPrice → deliveryCost,
// time → deliveryTime): the catalog's zone calls answer with them.
import type { Threshold, Zone } from '@tarelka/domain';
import type { ServerDeliveryZone, ServerThreshold } from './contract/catalog';

/** A delivery threshold in the spec's names (the client maps the server's). */
export type DeliveryThreshold = Threshold;
/** A delivery zone in the spec's names: `thresholds[].deliveryCost`, `deliveryTime`, `orderPrice`. */
export type DeliveryZone = Zone & { thresholds: Threshold[] };
/** A page of delivery zones in the spec's names. */
export interface DeliveryZones {
  content: DeliveryZone[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/** Maps a server threshold to the spec's names (deliveryPrice → deliveryCost, time → deliveryTime). */
export function mapThreshold(threshold: ServerThreshold): DeliveryThreshold {
  return {
    deliveryCost: threshold.deliveryPrice,
    deliveryTime: threshold.time,
    orderPrice: { min: threshold.minOrderPrice, max: threshold.maxOrderPrice },
  };
}

/** Maps a server zone to the spec's names. */
export function mapZone(zone: ServerDeliveryZone): DeliveryZone {
  return {
    id: zone.id,
    name: zone.name,
    restoId: zone.restoId,
    polygon: zone.polygon,
    thresholds: zone.thresholds.map(mapThreshold),
  };
}
