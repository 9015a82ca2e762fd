// The person's saved addresses (issue 26): listed, renamed and deleted in the profile, offered
// first in the location dialog, and offered for saving after an order to a new address.
import type { DeliveryPlace, Order, Person } from '@tarelka/api-client';
import { checkDeliveryTitle, deliveryPlaceChanged, toFormLocale } from '@tarelka/domain';
import { useEffect, useMemo, useState } from 'react';
import { personApi } from '../api/person';
import type { SerializedApiError } from '../bridge/api-client';
import { zonesApi } from '../api/zones';
import { selectIsAuthorized, selectProfile } from '../slices/auth';
import { selectLocationDraft } from '../slices/location-selection';
import { changeDraftDeliveryPlace } from '../thunks/location-draft';
import { useApiQuery, useAppDispatch, useAppSelector } from './hooks';

/** One saved address: the person's deliveries to one place, named by the newest named one. */
export interface SavedAddress {
  /** The delivery a rename names (the named one, else the newest). */
  id: string;
  /** Every saved delivery to this place (a delete forgets them all). */
  ids: string[];
  /** The person's name for it ('Дом'), or null. */
  title: string | null;
  /** The address as it was ordered to. */
  address: string;
  /** The place with its details, as the location dialog takes it. */
  place: DeliveryPlace;
}

/**
 * The saved addresses of a person's `deliveries` (newest used first): one per address, pickup
 * contacts (no place) left out.
 *
 * @example
 * savedAddressesOf(person).map((a) => a.title ?? a.address);
 */
export function savedAddressesOf(person: Person | null | undefined): SavedAddress[] {
  const byAddress = new Map<string, SavedAddress>();
  for (const delivery of person?.deliveries ?? []) {
    const place = delivery.place;
    if (!delivery.id || !place?.address) continue;
    const known = byAddress.get(place.address);
    if (!known) {
      byAddress.set(place.address, {
        id: delivery.id,
        ids: [delivery.id],
        title: delivery.title ?? null,
        address: place.address,
        place,
      });
    } else {
      known.ids.push(delivery.id);
      if (!known.title && delivery.title) Object.assign(known, { id: delivery.id, title: delivery.title });
    }
  }
  return [...byAddress.values()];
}

/** The server's message for a refused call; '' when none came (offline): the kit shows its own. */
const messageOf = (error: unknown) => (error as Partial<SerializedApiError> | undefined)?.errors?.[0]?.message ?? '';

/** What {@link useSavedAddresses} gives: the kit's `SavedAddressList` props, less its texts. */
export interface SavedAddressesView {
  addresses: SavedAddress[];
  /** The person is being read and nothing is known yet. */
  loading: boolean;
  /** Reading the person failed. */
  failed: boolean;
  onRetry: () => void;
  /** Names an address; resolves to the message to show under its field ('' for the kit's own), or null when saved. */
  onRename: (id: string, title: string) => Promise<string | null>;
  /** Forgets an address (every delivery to it); resolves to whether it was deleted. */
  onDelete: (id: string) => Promise<boolean>;
}

/**
 * The signed-in person's saved addresses with rename (the domain's `checkDeliveryTitle` first, in
 * the form locale of `language`, then `PATCH /api/v1/me/deliveries/{id}`) and delete (`DELETE` of each delivery to the
 * place). The list is read again from the server when shown.
 *
 * @example
 * const saved = useSavedAddresses('ru');
 * <SavedAddressList {...saved} labels={labels} />
 */
export function useSavedAddresses(language: string): SavedAddressesView {
  const locale = toFormLocale(language);
  const dispatch = useAppDispatch();
  const authorized = useAppSelector(selectIsAuthorized);
  const profile = useAppSelector(selectProfile);
  const query = useApiQuery(personApi.endpoints.getMe, undefined, { skip: !authorized });
  const addresses = useMemo(() => savedAddressesOf(profile), [profile]);
  const failure = async (run: () => Promise<unknown>): Promise<string | null> => {
    try {
      await run();
      return null;
    } catch (error) {
      return messageOf(error);
    }
  };
  return {
    addresses,
    loading: Boolean(query.isLoading && !profile),
    failed: Boolean(query.isError),
    onRetry: () => void dispatch(personApi.endpoints.getMe.initiate(undefined, { forceRefetch: true })),
    onRename: async (id, title) => {
      const verdict = checkDeliveryTitle(title, locale);
      if (!verdict.ok) return verdict.message;
      return failure(() =>
        dispatch(personApi.endpoints.renameDelivery.initiate({ deliveryId: id, title: verdict.value })).unwrap(),
      );
    },
    onDelete: async (id) => {
      const ids = addresses.find((address) => address.id === id)?.ids ?? [id];
      let ok = true;
      for (const deliveryId of ids) {
        ok = (await failure(() => dispatch(personApi.endpoints.deleteDelivery.initiate(deliveryId)).unwrap())) === null;
        if (!ok) break;
      }
      return ok;
    },
  };
}

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

/** What {@link useAddressSaveOffer} gives: the kit `SaveAddressOffer`'s props, less its texts. */
export interface AddressSaveOffer {
  /** The address the order went to. */
  address: string;
  /** The name it was saved under in this visit, once saved. */
  savedTitle: string | null;
  /** Names the address; resolves to the message to show ('' for the kit's own), or null when saved. */
  onSave: (title: string) => Promise<string | null>;
}

/**
 * After an order to an address the person has not named yet, offers to save it under a name
 * ('Дом'): the order saved the delivery on the server; this names it (`PATCH
 * /api/v1/me/deliveries/{id}`). Null for pickup, when signed out, or when the address already
 * has a name. The person is read again for the order's delivery.
 *
 * @example
 * const offer = useAddressSaveOffer(order, 'ru');
 * {offer && <SaveAddressOffer {...offer} labels={labels} />}
 */
export function useAddressSaveOffer(order: Order | null | undefined, language: string): AddressSaveOffer | null {
  const locale = toFormLocale(language);
  const dispatch = useAppDispatch();
  const authorized = useAppSelector(selectIsAuthorized);
  const profile = useAppSelector(selectProfile);
  const address = order?.deliveryType === 'DELIVERY' ? (order.deliveryPlace?.address ?? null) : null;
  const [savedTitle, setSavedTitle] = useState<string | null>(null);
  const orderId = order?.id;
  useEffect(() => {
    if (!authorized || !address) return;
    const request = dispatch(personApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }));
    return () => request.unsubscribe();
  }, [dispatch, authorized, address, orderId]);
  const saved = savedAddressesOf(profile).find((candidate) => candidate.address === address);
  if (!authorized || !saved || (saved.title && !savedTitle)) return null;
  return {
    address: saved.address,
    savedTitle,
    onSave: async (title) => {
      const verdict = checkDeliveryTitle(title, locale);
      if (!verdict.ok) return verdict.message;
      try {
        await dispatch(
          personApi.endpoints.renameDelivery.initiate({ deliveryId: saved.id, title: verdict.value }),
        ).unwrap();
        setSavedTitle(verdict.value);
        return null;
      } catch (error) {
        return messageOf(error);
      }
    },
  };
}
