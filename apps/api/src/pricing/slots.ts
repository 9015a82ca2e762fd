import type { DeliveryType, LatLng, Locale } from '@tarelka/api-client/contract';
import type { OrderSlot as DomainSlot, OrderSlotsInput } from '@tarelka/domain';
import type { OrderSlot } from '@tarelka/api-client/contract';
import type { CatalogResto } from '@tarelka/tenant';
import type { TenantSnapshot } from '../catalog/snapshot';
import { pick } from '../catalog/views';

/**
 * The domain's slot rules for a cart of a resto, with the tenant's settings: the cart's catalog
 * positions (unknown ids are left to the pricing's own check), and for DELIVERY the zone of the
 * location, or every zone of the resto when the location is unknown or outside them (the longest
 * delivery time then counts, so a slot listed without an address holds for any address).
 */
export function slotRules(input: {
  snapshot: TenantSnapshot;
  resto: CatalogResto;
  deliveryType: DeliveryType;
  location: LatLng | null | undefined;
  positionIds: readonly number[];
  now: number;
  lang: Locale;
}): OrderSlotsInput {
  const { snapshot, resto, deliveryType, lang } = input;
  const settings = snapshot.scheduledOrders;
  const positions = [...new Set(input.positionIds)].flatMap((id) => {
    const position = snapshot.positionById.get(id);
    return position ? [{ id, name: pick(position.name, lang), tags: position.tags }] : [];
  });
  let zone: OrderSlotsInput['zone'] = null;
  if (deliveryType === 'DELIVERY') {
    const index = snapshot.zoneIndexByResto.get(resto.id);
    zone = (input.location && index?.find(input.location)) || {
      thresholds: (index?.zones ?? []).flatMap((z) => z.thresholds),
    };
  }
  return {
    resto: { openingHours: resto.openingHours, timezone: resto.timezone ?? null },
    zone,
    deliveryType,
    positions,
    timeSlots: snapshot.timeSlots,
    now: input.now,
    horizonDays: settings.horizonDays,
    step: settings.slotStep,
    leadMinutes: settings.minLeadMinutes,
  };
}

/** A domain slot as the contract sends it. */
export const toContractSlot = (slot: DomainSlot): OrderSlot => ({
  at: slot.iso,
  time: slot.time,
  available: slot.available,
  unavailablePositions: slot.unavailablePositions,
});
