import { createAction } from '@reduxjs/toolkit';
import type { Person, TokenSet } from '@tarelka/api-client';
import type { CartPosition, DeliveryPlace, DeliveryType, DietFilter, PayType, PromoCodeState } from '@tarelka/domain';

/** The order draft as it is saved under `app_order_draft` (spec §3 "Order draft"). */
export interface PersistedOrderDraft {
  deliveryType?: DeliveryType;
  deliveryPlace?: DeliveryPlace;
  payType?: PayType | null;
  comment?: string;
  person?: { email?: string; name?: string; phone?: string };
  personCount?: number;
  promoCode?: PromoCodeState;
  /** The time the order is placed for (issue 27), ISO 8601 with the resto's offset. */
  scheduledFor?: string | null;
}

/** Every value the store keeps in local storage, by field (keys in `persistence/keys.ts`). */
export interface PersistedValues {
  adulthoodConfirmed: boolean;
  cookiesConsentAccepted: boolean;
  locale: string;
  cityId: number;
  restoId: number;
  cartPositions: CartPosition[];
  person: Person;
  tokenSet: TokenSet;
  orderDraft: PersistedOrderDraft;
  menuFilter: DietFilter;
}

/** Validated values read from storage; `null` means the key was removed (by another tab). */
export type StoredValues = { [K in keyof PersistedValues]?: PersistedValues[K] | null };

/**
 * Values read from local storage were applied: at startup (`boot`) or because another tab
 * changed them (`tab`). Every slice takes its own fields from it.
 */
export const storageLoaded = createAction<{ values: StoredValues; source: 'boot' | 'tab' }>('storage/loaded');
