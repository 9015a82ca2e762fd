import type { Minor } from '../money/money';

/** The order sum range of a threshold: `min` inclusive, `max` exclusive, `null` for no maximum. */
export interface OrderPriceRange {
  min: Minor;
  max: Minor | null;
}

/** A delivery threshold of a zone (spec §3), in the client's field names. */
export interface Threshold {
  /** Delivery price in minor units; 0 means free delivery. */
  deliveryCost: Minor;
  /** Delivery time in minutes; 0 means it is not shown. */
  deliveryTime: number;
  orderPrice: OrderPriceRange;
}

/** A delivery threshold as the server sends it (spec §3: the server's field names). */
export interface ServerThreshold {
  deliveryPrice: Minor;
  time: number;
  minOrderPrice: Minor;
  maxOrderPrice: Minor | null;
}
