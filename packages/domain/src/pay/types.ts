/** How an order reaches the customer (spec §4). */
export type DeliveryType = 'DELIVERY' | 'TAKE_AWAY';

/** Menu kinds: the two delivery types plus ONLINE and TABLE (spec §4). */
export type MenuKind = DeliveryType | 'ONLINE' | 'TABLE';

/** How the customer pays (spec §4). */
export type PayType = 'CARD_ONLINE' | 'CARD_UPON_RECEIPT' | 'CASH_UPON_RECEIPT';

/** Payment methods one delivery type accepts (spec §3 "Pay config"). */
export interface PayConfigEntry {
  /** Gateway config for online card payment; empty or absent when not offered. */
  cardOnline?: string | null;
  cardUponReceipt?: boolean | string | null;
  cashUponReceipt?: boolean | string | null;
}

/** A resto's pay config per delivery type. */
export interface PayConfig {
  delivery?: PayConfigEntry | null;
  takeAway?: PayConfigEntry | null;
}

/** The availability flags of a menu (spec §3). */
export interface MenuFlags {
  isDelivery: boolean;
  isOnline: boolean;
  isTable: boolean;
  isTakeAway: boolean;
}
