// The person's saved addresses in the profile (issue 26): listed, renamed and deleted.
import { checkDeliveryTitle, toFormLocale } from '@tarelka/domain';
import { useMemo } from 'react';
import { personApi } from '../api/person';
import { selectIsAuthorized, selectProfile } from '../slices/auth';
import { useApiQuery, useAppDispatch, useAppSelector } from './hooks';
import { messageOf, savedAddressesOf, type SavedAddress } from './saved-address-list';

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
