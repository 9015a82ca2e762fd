import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { DeliveryPlace } from '@tarelka/domain';
import type { StoreExtra } from '../api/base-api';
import type { RootState } from '../root-reducer';
import { locationCommitted } from '../slices/location';

type Thunk = ThunkAction<void, RootState, StoreExtra, UnknownAction>;

/** The details of a delivery place the customer types at checkout, as typed. */
export interface DeliveryPlaceDetails {
  apartment: string;
  entrance: string;
  floor: string;
  intercom: string;
  comment: string;
}

const DETAILS = ['apartment', 'entrance', 'floor', 'intercom', 'comment'] as const;

/**
 * Keeps the delivery place's details in the saved location (spec §3 "Order draft": delivery
 * place), trimmed, an empty one as null. Only for a saved DELIVERY location, and only when a detail
 * changed: committing the location runs the store's reactions to it (persistence, preflight).
 *
 * @example
 * dispatch(saveDeliveryPlaceDetails({ apartment: '12', entrance: '', floor: '5', intercom: '', comment: '' }));
 */
export function saveDeliveryPlaceDetails(details: DeliveryPlaceDetails): Thunk {
  return (dispatch, getState) => {
    const state = getState();
    const { cityId, deliveryType, restoId, deliveryPlace } = state.location;
    if (deliveryType !== 'DELIVERY' || !deliveryPlace || cityId === null || restoId === null) return;
    const next: DeliveryPlace = { ...deliveryPlace };
    for (const key of DETAILS) next[key] = details[key].trim() || null;
    if (DETAILS.every((key) => (deliveryPlace[key] ?? null) === next[key])) return;
    dispatch(
      locationCommitted({
        cityId,
        deliveryType,
        restoId,
        deliveryPlace: next,
        payType: state.orderDraft.payType,
      }),
    );
  };
}
