// After an order to a new address, the offer to save it under a name (issue 26), in a module of its
// own: the order page loads it, not the profile's or the location dialog's hooks. The name is
// checked by the server (the domain's checkDeliveryTitle, in the request's language).
import type { Order } from '@tarelka/api-client';
import { useEffect, useState } from 'react';
import { personApi } from '../api/person';
import { selectIsAuthorized, selectProfile } from '../slices/auth';
import { useAppDispatch, useAppSelector } from './hooks';
import { messageOf, savedAddressesOf } from './saved-address-list';

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
 * has a name. The person is read again for the order's delivery. The server checks the name
 * ('Обязательное поле', 'Максимальная длина 50') in the store's language.
 *
 * @example
 * const offer = useAddressSaveOffer(order);
 * {offer && <SaveAddressOffer {...offer} labels={labels} />}
 */
export function useAddressSaveOffer(order: Order | null | undefined): AddressSaveOffer | null {
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
      try {
        const person = await dispatch(
          personApi.endpoints.renameDelivery.initiate({ deliveryId: saved.id, title }),
        ).unwrap();
        setSavedTitle(person.deliveries.find((delivery) => delivery.id === saved.id)?.title ?? title.trim());
        return null;
      } catch (error) {
        return messageOf(error);
      }
    },
  };
}
