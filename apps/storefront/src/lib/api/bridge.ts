/**
 * PLACEHOLDER for the store's bridge between the contract's shapes and the domain's: the contract
 * types weekdays as integers, the domain as 1…7. The server validates them, so a cast is enough.
 */
import type { OpeningHours, PositionTimeSlot } from '@tarelka/domain';
import type { PositionTimeSlot as ServerTimeSlot, Resto } from './hooks';

/** A resto's opening hours as the domain types them. */
export const toOpeningHours = (hours: Resto['openingHours']): OpeningHours[] => hours as OpeningHours[];

/** Position time slots as the domain types them. */
export const toTimeSlots = (slots: readonly ServerTimeSlot[]): readonly PositionTimeSlot[] =>
  slots as readonly PositionTimeSlot[];
