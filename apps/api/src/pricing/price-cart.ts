import type {
  ErrorCode,
  LineDiscount,
  Locale,
  PreflightRequest,
  PreflightResponse,
  PricedLine,
} from '@tarelka/api-client/contract';
import {
  availablePayTypes,
  CART_TOO_LARGE_CODE,
  checkCartSize,
  checkScheduledFor,
  nextOrderSlot,
  NON_ISO_DATE_MESSAGE,
  parseIsoDate,
  checkOrderSum,
  isDeliveryTypeOffered,
  isMenuAvailableFor,
  isPositionAvailable,
  isRestoOpen,
  parseScheduleTime,
  parseTimezoneOffset,
  restoUnsupportedFeatureCode,
} from '@tarelka/domain';
import type { CatalogPosition, CatalogPromoCode, CatalogResto } from '@tarelka/tenant';
import { isPromotionCurrent, pick } from '../catalog/views';
import type { TenantSnapshot } from '../catalog/snapshot';
import type { ErrorDetails } from '../http/errors';
import { cartTooLargeMessage, messageOf, slotPositionsMessage } from './messages';
import { slotRules } from './slots';

/** A refusal of the pricing: an HTTP status and one error of the contract. */
export interface PricingError {
  ok: false;
  status: 404 | 422;
  code: ErrorCode;
  message: string;
  field?: string;
  /**
   * More of the error item: the positions not sold at a refused time, or a closed resto's first
   * time the cart can be ordered for.
   */
  details?: ErrorDetails;
}

/** A priced cart: the preflight answer plus what an order stores. */
export interface PricedCart {
  ok: true;
  response: PreflightResponse;
  resto: CatalogResto;
  /** The applied promo code in its stored (upper-case) form, or null. */
  promoCode: string | null;
  /** Epoch ms of the time the order is placed for, or null for as soon as possible. */
  scheduledFor: number | null;
}

/** How many times a promo code was used: in total, and by this person (null when anonymous). */
export interface PromoUsage {
  total: number;
  byPerson: number | null;
}

/** Inputs of {@link priceCart}. */
export interface PriceCartInput {
  snapshot: TenantSnapshot;
  request: PreflightRequest;
  /** Epoch ms of "now": promotions, promo code dates and hours, schedules. */
  now: number;
  lang: Locale;
  /** Usage of the promo code named in the request (looked up by the caller). */
  promoUsage?: PromoUsage;
  /**
   * Orders also check opening hours (now, or at `scheduledFor`), time slots and require a pay type;
   * a preflight checks `scheduledFor`, and with scheduled orders on also the hours.
   */
  mode: 'preflight' | 'order';
}

const fail = (
  status: 404 | 422,
  code: ErrorCode,
  lang: Locale,
  extra: { amount?: number; field?: string } = {},
): PricingError => ({
  ok: false,
  status,
  code,
  message: messageOf(code, lang, extra.amount),
  ...(extra.field ? { field: extra.field } : {}),
});

/**
 * Splits `amount` over `weights` in proportion (largest remainder), never giving a line more than
 * its weight. Σ result = min(amount, Σ weights).
 */
export function distribute(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const target = Math.min(amount, total);
  if (target <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (target * w) / total);
  const shares = exact.map(Math.floor);
  let left = target - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (shares[i]! < weights[i]!) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}

/** The local 'HH:mm' seconds-of-day of `now` in a UTC offset like '+03:00'. */
function localSeconds(now: number, timezone: string | undefined) {
  const shifted = now + parseTimezoneOffset(timezone) * 60_000;
  const date = new Date(shifted);
  return date.getUTCHours() * 3600 + date.getUTCMinutes() * 60 + date.getUTCSeconds();
}

function promoHourActive(promo: CatalogPromoCode, now: number, timezone: string | undefined) {
  if (!promo.activeHours) return true;
  const from = parseScheduleTime(promo.activeHours.from);
  const to = parseScheduleTime(promo.activeHours.to, { end: true });
  if (from === null || to === null) return false;
  const s = localSeconds(now, timezone);
  return from <= to ? s >= from && s <= to : s >= from || s <= to;
}

interface WorkLine {
  position: CatalogPosition;
  line: PricedLine;
  /** Left to pay on the line (sum − discounts so far). */
  left: number;
}

function addDiscount(work: WorkLine, discount: LineDiscount) {
  const amount = Math.min(discount.calculated, work.left);
  if (amount <= 0) return;
  work.left -= amount;
  work.line.discounts.push({ ...discount, calculated: amount });
}

/**
 * Prices a cart from the tenant's own catalog (client prices and sums are ignored): modifiers,
 * the resto's current promotions, the promo code with every spec §8 check, and for DELIVERY the
 * zone containing the location and its threshold's price as a DELIVERY_PRICE line. Orders also
 * need the resto open now and every position inside its time slots.
 *
 * @example
 * const priced = priceCart({ snapshot, request, now: Date.now(), lang: 'ru', mode: 'preflight' });
 * if (!priced.ok) reply.code(priced.status).send({ errors: [priced] });
 */
export function priceCart(input: PriceCartInput): PricedCart | PricingError {
  const { snapshot, request, now, lang, mode } = input;
  const resto = snapshot.restoById.get(request.restoId);
  if (!resto) return fail(404, 'resto.not-found', lang, { field: '/restoId' });
  const type = request.deliveryType;

  if (!isDeliveryTypeOffered(resto.payConfig, type)) {
    return fail(422, type === 'DELIVERY' ? 'resto.doesnt-support-delivery' : 'resto.doesnt-support-takeaway', lang, {
      field: '/deliveryType',
    });
  }
  if (request.payType && !availablePayTypes(resto.payConfig, type).includes(request.payType)) {
    return fail(422, restoUnsupportedFeatureCode(type, request.payType), lang, { field: '/payType' });
  }
  if (mode === 'order' && request.positions.length === 0)
    return fail(422, 'person-order.empty', lang, { field: '/positions' });

  // Orders for a later time (issue 27): the slot rules of the domain, with the tenant's settings.
  const scheduling = snapshot.scheduledOrders;
  const rules = () =>
    slotRules({
      snapshot,
      resto,
      deliveryType: type,
      location: request.location,
      positionIds: request.positions.map((line) => line.id),
      now,
      lang,
    });
  let scheduledFor: number | null = null;
  if (request.scheduledFor != null) {
    const field = '/scheduledFor';
    if (!scheduling.enabled) return fail(422, 'order.scheduled-orders-disabled', lang, { field });
    const parsed = parseIsoDate(request.scheduledFor);
    if (!parsed.ok) return { ok: false, status: 422, code: 'request.invalid', message: NON_ISO_DATE_MESSAGE, field };
    scheduledFor = parsed.epochMs;
  } else if ((mode === 'order' || scheduling.enabled) && !isRestoOpen(resto.openingHours, now, resto.timezone)) {
    // Closed now: with scheduled orders on, the answer offers the first time the cart can have.
    const next = scheduling.enabled ? nextOrderSlot(rules()) : null;
    return { ...fail(422, 'resto.closed', lang), ...(next ? { details: { nextSlot: next.iso } } : {}) };
  }

  // Lines, repriced from the catalog.
  const work: WorkLine[] = [];
  for (const [index, line] of request.positions.entries()) {
    const field = `/positions/${index}`;
    const position = snapshot.positionById.get(line.id);
    const menu = position && snapshot.menuById.get(position.menuId);
    if (!position || !menu || menu.restoId !== resto.id || !isMenuAvailableFor(menu, type)) {
      return fail(422, 'person-order.position-not-found-in-resto', lang, { field: `${field}/id` });
    }
    if (
      mode === 'order' &&
      scheduledFor === null &&
      !isPositionAvailable(position.id, snapshot.timeSlots, now, resto.timezone)
    ) {
      return fail(422, 'person-order.position-not-available-now', lang, { field: `${field}/id` });
    }
    const chosen = new Map<number, number>();
    for (const modifier of line.modifiers ?? [])
      chosen.set(modifier.id, (chosen.get(modifier.id) ?? 0) + modifier.count);
    const modifiers: PricedLine['modifiers'] = [];
    let unit = position.price;
    let matched = 0;
    for (const groupId of position.modifierGroupIds) {
      const group = snapshot.modifierGroupById.get(groupId);
      if (!group) continue;
      let inGroup = 0;
      for (const option of group.options) {
        const count = chosen.get(option.id);
        if (!count) continue;
        if (count > (option.maxCount ?? group.max)) {
          return fail(422, 'person-order.modifiers-invalid', lang, { field: `${field}/modifiers` });
        }
        inGroup += count;
        matched += 1;
        unit += option.price * count;
        modifiers.push({ id: option.id, name: pick(option.name, lang), count, price: option.price });
      }
      if (inGroup < group.min || inGroup > group.max) {
        return fail(422, 'person-order.modifiers-invalid', lang, { field: `${field}/modifiers` });
      }
    }
    if (matched !== chosen.size)
      return fail(422, 'person-order.modifiers-invalid', lang, { field: `${field}/modifiers` });
    const sum = unit * line.count;
    work.push({
      position,
      left: sum,
      line: {
        id: position.id,
        name: pick(position.name, lang),
        count: line.count,
        price: unit,
        sum,
        modifiers,
        discounts: [],
        promoCodes: [],
        specials: [],
        payableAmount: sum,
      },
    });
  }
  const subtotal = work.reduce((total, w) => total + w.line.sum, 0);
  // Before any discount: the cap bounds every sum an order stores, whatever the promotions.
  const size = checkCartSize({ lines: work.length, sum: subtotal });
  if (!size.ok) {
    return {
      ok: false,
      status: 422,
      code: CART_TOO_LARGE_CODE,
      message: cartTooLargeMessage(size, lang),
      field: '/positions',
    };
  }

  if (scheduledFor !== null) {
    const slot = checkScheduledFor({ ...rules(), scheduledFor });
    if (!slot.ok) {
      const field = '/scheduledFor';
      if (slot.reason === 'SLOT_POSITION_UNAVAILABLE') {
        return {
          ok: false,
          status: 422,
          code: slot.code,
          message: slotPositionsMessage(slot.positions, lang),
          field,
          details: { positions: slot.positions },
        };
      }
      return fail(422, slot.code, lang, { field });
    }
  }

  // Promotions of the resto, in priority order.
  for (const promotion of snapshot.promotionsByResto.get(resto.id) ?? []) {
    const rule = promotion.rule;
    if (!rule || !isPromotionCurrent(promotion, now)) continue;
    const discount = (calculated: number): LineDiscount => ({
      id: promotion.id,
      name: pick(promotion.title, lang),
      calculated,
    });
    switch (rule.type) {
      case 'PERCENT_OFF_GROUP':
        for (const w of work) {
          if (w.position.groupId === rule.groupId)
            addDiscount(w, discount(Math.floor((w.line.sum * rule.percent) / 100)));
        }
        break;
      case 'NTH_ITEM': {
        const lines = work.filter((w) => w.position.id === rule.positionId).sort((a, b) => a.line.price - b.line.price);
        let free = Math.floor(lines.reduce((n, w) => n + w.line.count, 0) / rule.n);
        for (const w of lines) {
          const units = Math.min(free, w.line.count);
          free -= units;
          if (units > 0) addDiscount(w, discount(units * Math.floor((w.line.price * rule.percent) / 100)));
        }
        break;
      }
      case 'PICKUP_PERCENT':
        if (type === 'TAKE_AWAY')
          for (const w of work) addDiscount(w, discount(Math.floor((w.left * rule.percent) / 100)));
        break;
      case 'FIXED_OFF_ORDER':
        if (subtotal >= rule.minOrderAmount && subtotal > 0) {
          const shares = distribute(
            rule.amount,
            work.map((w) => w.left),
          );
          work.forEach((w, i) => addDiscount(w, discount(shares[i]!)));
        }
        break;
    }
  }

  // Promo code (spec §8 codes, in the order a customer would want to hear them).
  let appliedCode: string | null = null;
  let promo: CatalogPromoCode | undefined;
  const requested = request.promoCode?.trim();
  if (requested) {
    const code = requested.toUpperCase();
    promo = snapshot.promoCodes.get(code);
    const field = '/promoCode';
    if (!promo) return fail(422, 'promo-code.not-found', lang, { field });
    if (!promo.active) return fail(422, 'promo-code.not-active', lang, { field });
    if (promo.restoIds.length > 0 && !promo.restoIds.includes(resto.id)) {
      return fail(422, 'promo-code.not-found-for-resto', lang, { field });
    }
    if (promo.startsAt && now < Date.parse(promo.startsAt))
      return fail(422, 'promo-code.before-start', lang, { field });
    if (promo.endsAt && now >= Date.parse(promo.endsAt)) return fail(422, 'promo-code.after-finish', lang, { field });
    if (!promo.deliveryTypes.includes(type)) return fail(422, 'promo-code.invalid-delivery-type', lang, { field });
    if (!promoHourActive(promo, now, resto.timezone)) return fail(422, 'promo-code.hour-not-active', lang, { field });
    const usage = input.promoUsage ?? { total: promo.usedCount ?? 0, byPerson: null };
    if (promo.usageLimit !== null && usage.total >= promo.usageLimit)
      return fail(422, 'promo-code.limit-exceed', lang, { field });
    if (promo.perPersonLimit !== null && usage.byPerson !== null && usage.byPerson >= promo.perPersonLimit) {
      return fail(422, 'promo-code.person-limit-exceed', lang, { field });
    }
    const base = work.reduce((total, w) => total + w.left, 0);
    if (base < promo.minOrderAmount) {
      return fail(422, 'promo-code.order-sum-not-enough', lang, { field, amount: promo.minOrderAmount });
    }
    let amount = promo.kind === 'PERCENT' ? Math.floor((base * promo.value) / 100) : promo.value;
    if (promo.maxDiscountAmount !== null) amount = Math.min(amount, promo.maxDiscountAmount);
    const shares = distribute(
      amount,
      work.map((w) => w.left),
    );
    work.forEach((w, i) => {
      const share = shares[i]!;
      w.left -= share;
      w.line.promoCodes.push({ code, calculated: share });
    });
    appliedCode = code;
  }

  for (const w of work) w.line.payableAmount = w.left;
  const goods = work.reduce((total, w) => total + w.left, 0);
  const lines = work.map((w) => w.line);

  // Delivery: the zone of the location and the threshold of the goods total (spec §4).
  let deliveryPrice = 0;
  let zoneId: number | null = null;
  let deliveryTime: number | null = null;
  if (type === 'DELIVERY' && lines.length > 0) {
    if (!request.location) return fail(422, 'delivery.location-required', lang, { field: '/location' });
    const zone = snapshot.zoneIndexByResto.get(resto.id)?.find(request.location);
    if (!zone) return fail(422, 'delivery.zone-not-found', lang, { field: '/location' });
    const check = checkOrderSum(zone.thresholds, goods);
    if (!check.ok) {
      if (check.reason === 'BELOW_MINIMUM') {
        // The sum checked, after discounts and the promo code: the client names the code's effect.
        const refusal = fail(422, 'delivery.order-sum-not-enough.range', lang, { amount: check.minimum });
        return { ...refusal, details: { orderSum: goods } };
      }
      if (check.reason === 'ABOVE_MAXIMUM') {
        const refusal = fail(422, 'delivery.order-sum-too-much.range', lang, { amount: check.maximum });
        return { ...refusal, details: { orderSum: goods } };
      }
      return fail(422, 'delivery.zone-not-found', lang, { field: '/location' });
    }
    deliveryPrice = check.threshold.deliveryCost;
    deliveryTime = check.threshold.deliveryTime;
    zoneId = zone.id;
    lines.push({
      id: 0,
      name: lang === 'en' ? 'Delivery' : 'Доставка',
      count: 1,
      price: deliveryPrice,
      sum: deliveryPrice,
      modifiers: [],
      discounts: [],
      promoCodes: [],
      specials: ['DELIVERY_PRICE'],
      payableAmount: deliveryPrice,
    });
  }

  return {
    ok: true,
    resto,
    promoCode: appliedCode,
    scheduledFor,
    response: {
      positions: lines,
      promoCode: appliedCode,
      promoCodeMaxDiscountAmount: promo && appliedCode ? promo.maxDiscountAmount : null,
      promoCodeMinOrderAmount: promo && appliedCode ? promo.minOrderAmount : null,
      subtotal,
      discountTotal: subtotal - goods,
      deliveryPrice,
      total: goods + deliveryPrice,
      zoneId,
      deliveryTime,
    },
  };
}
