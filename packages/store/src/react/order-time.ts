// The order-time choice (issue 27) as React reads it: "as soon as possible" or a slot of a day,
// from the order-slots endpoint for the saved resto, delivery type, address and cart, kept in the
// order draft. Every time is read on the resto's clock (its timezone from data).
import type { OrderSlotsResponse } from '@tarelka/api-client';
import { formatRestoTime } from '@tarelka/domain';
import { useCallback, useEffect, useState } from 'react';
import { orderSlotsApi, type OrderSlotsArg } from '../api/order-slots';
import { selectCurrentResto, selectRestoClosed } from '../selectors';
import { scheduledForChanged, scheduledForExpired, selectScheduledFor } from '../slices/order-draft';
import { useApiQuery, useAppDispatch, useAppSelector } from './hooks';

/** A day or a slot to choose, with its text on the resto's clock. */
export interface OrderTimeOption {
  /** A day's 'YYYY-MM-DD' or a slot's `at` (what `scheduledFor` takes). */
  value: string;
  /** 'чт, 5 марта' for a day, '12:15' for a slot. */
  label: string;
  /** A slot at which a cart position is not sold. */
  disabled: boolean;
  /** The names of the positions not sold at that slot. */
  missing: string[];
}

/** What {@link useOrderTime} gives a checkout. */
export interface OrderTime {
  /** The tenant takes orders for a later time here (the slots came; false while loading or refused). */
  enabled: boolean;
  /** The resto is open now: "as soon as possible" can be chosen. */
  asapAvailable: boolean;
  /** What is chosen: a closed resto leaves only 'scheduled'. */
  mode: 'asap' | 'scheduled';
  /** The chosen time (a slot's `at`), or null. */
  scheduledFor: string | null;
  /** The chosen time on the resto's clock, 'чт, 5 марта, 12:15'; null for as soon as possible. */
  text: string | null;
  /** The day shown in the day picker. */
  day: string | null;
  /** The bookable days, today first. */
  days: OrderTimeOption[];
  /** The slots of {@link OrderTime.day}. */
  slots: OrderTimeOption[];
  /** The first time the cart can be ordered for, with its text; null when none or not known. */
  nextSlot: { at: string; text: string } | null;
  /** The slots are being fetched. */
  loading: boolean;
  /** The server refused the chosen time when pricing the cart (`order.slot-*`), or null. */
  refusal: { code: string; message: string } | null;
  /** The chosen time, as the kit's chooser names it (= {@link OrderTime.scheduledFor}). */
  slot: string | null;
  onModeChange(mode: 'asap' | 'scheduled'): void;
  onDayChange(date: string): void;
  onSlotChange(at: string): void;
}

type SlotsEntry = { data?: OrderSlotsResponse; error?: unknown; isLoading?: boolean };
const endpoint = orderSlotsApi.endpoints.getOrderSlots as never;

/**
 * The order-time choice for the saved location and cart at `now` (epoch ms, the server's clock):
 * the bookable days and a day's slots with texts in `locale`, the choice kept in the order draft
 * (a time `now` has reached is dropped), and whether "as soon as possible" is possible (only
 * while the resto is open). `active: false` asks nothing (a screen that does not show it).
 *
 * @example
 * const time = useOrderTime({ now: serverNow, locale: i18n.language });
 * <OrderTimeChooser {...time} labels={texts} /> // the kit's chooser takes it as props
 */
export function useOrderTime({ now, locale, active = true }: { now: number; locale: string; active?: boolean }) {
  const dispatch = useAppDispatch();
  const resto = useAppSelector(selectCurrentResto);
  const { deliveryType, deliveryPlace } = useAppSelector((state) => state.location);
  const positionIds = useAppSelector((state) => state.cart.positions.map((line) => line.id).join(','));
  const stored = useAppSelector((state) => state.orderDraft.scheduledFor);
  const scheduledFor = useAppSelector((state) => selectScheduledFor(state, now));
  const closed = useAppSelector((state) => selectRestoClosed(state, now));
  const pricing = useAppSelector((state) => state.cart.pricing);
  const [picked, setPicked] = useState<{ day: string | null; scheduled: boolean }>({ day: null, scheduled: false });

  // A chosen time the clock has reached leaves the draft (spec §3 storage keeps only what still holds).
  useEffect(() => {
    if (stored !== null && scheduledFor === null) dispatch(scheduledForExpired({ now }));
  }, [dispatch, stored, scheduledFor, now]);

  const skip = !active || !resto || !deliveryType;
  const base: OrderSlotsArg = {
    restoId: resto?.id ?? 0,
    deliveryType: deliveryType ?? 'TAKE_AWAY',
    positionIds: positionIds ? positionIds.split(',').map(Number) : [],
    location: deliveryType === 'DELIVERY' ? (deliveryPlace?.location ?? null) : null,
  };
  const today = useApiQuery(endpoint, base, { skip }) as SlotsEntry;
  const day = picked.day ?? scheduledFor?.slice(0, 10) ?? today.data?.nextSlot?.at.slice(0, 10) ?? null;
  const otherDay = day !== null && today.data !== undefined && day !== today.data.date;
  const listed = useApiQuery(endpoint, { ...base, date: day ?? undefined }, { skip: skip || !otherDay }) as SlotsEntry;
  const daySlots = otherDay ? listed.data : today.data;
  const timezone = today.data?.timezone ?? resto?.timezone ?? null;
  const text = (at: string, time = true) => formatRestoTime(at, { timezone, locale, time });

  // A day picked without a slot of it: its first available slot, once its slots are known.
  useEffect(() => {
    if (picked.day === null || !daySlots || daySlots.date !== picked.day) return;
    if (scheduledFor?.slice(0, 10) === picked.day) return;
    const first = daySlots.slots.find((slot) => slot.available);
    if (first) dispatch(scheduledForChanged(first.at));
  }, [dispatch, picked.day, daySlots, scheduledFor]);

  const nextSlot = today.data?.nextSlot ?? null;
  const chooseMode = useCallback(
    (mode: 'asap' | 'scheduled') => {
      setPicked({ day: null, scheduled: mode === 'scheduled' });
      if (mode === 'asap') dispatch(scheduledForChanged(null));
      else if (!scheduledFor && nextSlot) dispatch(scheduledForChanged(nextSlot.at));
    },
    [dispatch, scheduledFor, nextSlot],
  );
  const chooseDay = useCallback((date: string) => setPicked({ day: date, scheduled: true }), []);
  const chooseSlot = useCallback(
    (at: string) => {
      setPicked({ day: null, scheduled: true });
      dispatch(scheduledForChanged(at));
    },
    [dispatch],
  );

  return {
    enabled: today.data !== undefined,
    asapAvailable: !closed,
    mode: scheduledFor !== null || picked.scheduled || closed ? 'scheduled' : 'asap',
    scheduledFor,
    text: scheduledFor ? text(scheduledFor) : null,
    day,
    days: (today.data?.days ?? []).map((date) => ({
      value: date,
      label: text(`${date}T12:00:00${timezone ?? '+03:00'}`, false),
      disabled: false,
      missing: [],
    })),
    slots: (daySlots?.slots ?? []).map((slot) => ({
      value: slot.at,
      label: slot.time,
      disabled: !slot.available,
      missing: slot.unavailablePositions.map((p) => p.name),
    })),
    nextSlot: nextSlot ? { at: nextSlot.at, text: text(nextSlot.at) } : null,
    loading: !skip && (today.data === undefined ? today.error === undefined : otherDay && !listed.data),
    refusal:
      scheduledFor && pricing.errorCode?.startsWith('order.')
        ? { code: pricing.errorCode, message: pricing.errorMessage ?? '' }
        : null,
    slot: scheduledFor,
    onModeChange: chooseMode,
    onDayChange: chooseDay,
    onSlotChange: chooseSlot,
  } satisfies OrderTime as OrderTime;
}
