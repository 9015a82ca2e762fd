// The saved addresses the location dialog offers first (issue 26), in a module of its own: it loads
// with the dialog only.
import { deliveryPlaceChanged } from '@tarelka/domain';
import { useMemo } from 'react';
import { zonesApi } from '../api/zones';
import { selectIsAuthorized, selectProfile } from '../slices/auth';
import { selectLocationDraft } from '../slices/location-selection';
import { changeDraftDeliveryPlace } from '../thunks/location-draft';
import { useAppDispatch, useAppSelector } from './hooks';
import { savedAddressesOf } from './saved-address-list';

/** What {@link useSavedPlaces} gives: the kit `AddressForm`'s saved addresses. */
export interface SavedPlaces {
  /** The saved addresses the dialog's city delivers to, newest used first. */
  saved: { id: string; title: string | null; address: string }[];
  /** Sets the dialog's delivery place to a saved one, details and all, as if typed. */
  onSavedPick: (id: string) => void;
}

/**
 * The person's saved addresses for the location dialog's address step: only those inside a
 * delivery zone of the dialog's city; picking one sets the draft's place (the resto of its zone)
 * like a found address. A place ordered to before needs no house-number confirmation.
 *
 * @example
 * <AddressForm {...addressField} {...useSavedPlaces()} ... />
 */
export function useSavedPlaces(): SavedPlaces {
  const dispatch = useAppDispatch();
  const authorized = useAppSelector(selectIsAuthorized);
  const profile = useAppSelector(selectProfile);
  const cityId = useAppSelector((state) => selectLocationDraft(state).cityId);
  const zones = useAppSelector((state) =>
    cityId === null ? undefined : zonesApi.endpoints.getCityZones.select(cityId)(state).data,
  );
  const places = useMemo(
    () =>
      authorized && zones
        ? savedAddressesOf(profile).filter(({ place }) => deliveryPlaceChanged(place, zones).restoId !== null)
        : [],
    [authorized, profile, zones],
  );
  return {
    saved: places.map(({ id, title, address }) => ({ id, title, address })),
    onSavedPick: (id) => {
      const chosen = places.find((place) => place.id === id);
      if (chosen) dispatch(changeDraftDeliveryPlace(chosen.place, chosen.address));
    },
  };
}
