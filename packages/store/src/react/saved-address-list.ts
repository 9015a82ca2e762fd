// The person's saved addresses as the screens list them (issue 26): pure, no store, no forms; each
// screen's hook (profile, location dialog, order page) is a module of its own beside it.
import type { DeliveryPlace, Person } from '@tarelka/api-client';
import type { SerializedApiError } from '../bridge/api-client';

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
export const messageOf = (error: unknown) =>
  (error as Partial<SerializedApiError> | undefined)?.errors?.[0]?.message ?? '';
