// Valid carts for load, discovered from the running API's own demo catalog rather than hard-coded:
// the catalog may change, the suite keeps working as long as the demo resto can take orders.
import type {
  DeliveryType,
  DeliveryZonePage,
  LatLng,
  OrderRequest,
  PayType,
  Position,
  PositionTimeSlot,
  PreflightRequest,
  PreflightResponse,
  Resto,
} from '@tarelka/api-client/contract';
import { call, postJson } from './http';

/** A cart the API accepts now, with the pay type and place that go with it. */
export interface ValidCart {
  restoId: number;
  deliveryType: DeliveryType;
  payType: PayType;
  positions: Array<{ id: number; count: number }>;
  location: LatLng | null;
  /** The total the preflight priced it at. */
  total: number;
}

/** What the load draws from. */
export interface OrderMix {
  whiteLabel: string;
  restoId: number;
  menuId: number;
  cityId: number;
  takeAway: ValidCart[];
  delivery: ValidCart[];
  /** Every cart, take-away and delivery interleaved. */
  all: ValidCart[];
}

/** A small seeded PRNG (mulberry32), so a run's carts are reproducible from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const payTypesOf = (entry: Resto['payConfig']['delivery']): PayType[] =>
  entry
    ? [
        ...(entry.cardOnline ? (['CARD_ONLINE'] as const) : []),
        ...(entry.cardUponReceipt ? (['CARD_UPON_RECEIPT'] as const) : []),
        ...(entry.cashUponReceipt ? (['CASH_UPON_RECEIPT'] as const) : []),
      ]
    : [];

/**
 * Finds carts the API prices without error right now at the demo's round-the-clock resto: plain
 * positions (no modifiers, not 18+) that preflight alone as TAKE_AWAY, combined into take-away
 * carts and into delivery carts whose total falls within a zone's thresholds at a point inside
 * the zone. Throws with the reason when it finds none (the suite cannot load a closed shop).
 *
 * @example
 * const mix = await discoverOrderMix(api.url);
 */
export async function discoverOrderMix(
  baseUrl: string,
  options: { whiteLabel?: string; restoId?: number; seed?: number; carts?: number } = {},
): Promise<OrderMix> {
  const whiteLabel = options.whiteLabel ?? 'demo';
  const restoId = options.restoId ?? 1;
  const random = seededRandom(options.seed ?? 14);
  const wanted = options.carts ?? 12;
  const wl = `whiteLabel=${whiteLabel}`;

  const resto = await call<Resto>(`${baseUrl}/1/p/restos/${restoId}?${wl}`);
  if (resto.status !== 200) throw new Error(`resto ${restoId} of ${whiteLabel}: ${resto.status} ${resto.text}`);
  const menu = resto.body.menus.find((m) => m.isTakeAway && m.isDelivery) ?? resto.body.menus[0];
  if (!menu) throw new Error(`resto ${restoId} has no menu`);
  const positions = await call<Position[]>(`${baseUrl}/1/p/menus/${menu.id}/positions?${wl}`);
  if (positions.status !== 200) throw new Error(`positions of menu ${menu.id}: ${positions.status}`);

  const preflight = (request: PreflightRequest) =>
    postJson<PreflightResponse>(`${baseUrl}/1/persons/orders/preflight?${wl}`, request);

  // Positions sold only in some hours are left out altogether: a slot may close during the run.
  const slots = await call<PositionTimeSlot[]>(`${baseUrl}/1/restos/${restoId}/position-time-slots?${wl}`);
  if (slots.status !== 200) throw new Error(`time slots of resto ${restoId}: ${slots.status}`);
  const slotted = new Set(slots.body.flatMap((slot) => slot.positionIds));
  const plain = positions.body
    .filter((p) => !p.adult && p.modifierGroupIds.length === 0 && !p.hasModifiers && !slotted.has(p.id))
    .slice(0, 40);
  const takeAwayPays = payTypesOf(resto.body.payConfig.takeAway);
  const deliveryPays = payTypesOf(resto.body.payConfig.delivery);
  const orderable: Position[] = [];
  for (const position of plain) {
    const priced = await preflight({ restoId, deliveryType: 'TAKE_AWAY', positions: [{ id: position.id, count: 1 }] });
    if (priced.status === 200) orderable.push(position);
  }
  if (orderable.length < 3 || takeAwayPays.length === 0) {
    throw new Error(
      `resto ${restoId} of ${whiteLabel} has ${orderable.length} orderable plain positions and take-away pay types ` +
        `[${takeAwayPays.join(', ')}]: the load needs an open resto (is it closed now?)`,
    );
  }

  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const randomLines = (lines: number, maxCount: number) => {
    const chosen = new Map<number, number>();
    while (chosen.size < lines) chosen.set(pick(orderable).id, 1 + Math.floor(random() * maxCount));
    return [...chosen].map(([id, count]) => ({ id, count }));
  };

  const takeAway: ValidCart[] = [];
  for (let attempt = 0; takeAway.length < wanted && attempt < wanted * 4; attempt++) {
    const cart = randomLines(1 + Math.floor(random() * 3), 3);
    const payType = pick(takeAwayPays);
    const priced = await preflight({ restoId, deliveryType: 'TAKE_AWAY', payType, positions: cart });
    if (priced.status === 200) {
      takeAway.push({
        restoId,
        deliveryType: 'TAKE_AWAY',
        payType,
        positions: cart,
        location: null,
        total: priced.body.total,
      });
    }
  }

  // Candidate points: the resto itself, then the vertex mean of each of its zones.
  const delivery: ValidCart[] = [];
  if (deliveryPays.length) {
    const zones = await call<DeliveryZonePage>(`${baseUrl}/1/restos/${restoId}/deliveries?${wl}`);
    const points: LatLng[] = [resto.body.location];
    for (const zone of zones.status === 200 ? zones.body.content : []) {
      const n = zone.polygon.length;
      points.push({
        lat: zone.polygon.reduce((s, p) => s + p.lat, 0) / n,
        lng: zone.polygon.reduce((s, p) => s + p.lng, 0) / n,
      });
    }
    for (let attempt = 0; delivery.length < wanted && attempt < wanted * 8; attempt++) {
      const cart = randomLines(2 + Math.floor(random() * 4), 4);
      const payType = pick(deliveryPays);
      const location = points[attempt % points.length]!;
      const priced = await preflight({ restoId, deliveryType: 'DELIVERY', payType, positions: cart, location });
      if (priced.status === 200 && priced.body.zoneId !== null) {
        delivery.push({
          restoId,
          deliveryType: 'DELIVERY',
          payType,
          positions: cart,
          location,
          total: priced.body.total,
        });
      }
    }
  }

  const all: ValidCart[] = [];
  for (let i = 0; i < Math.max(takeAway.length, delivery.length); i++) {
    if (takeAway[i]) all.push(takeAway[i]!);
    if (delivery[i]) all.push(delivery[i]!);
  }
  return { whiteLabel, restoId, menuId: menu.id, cityId: resto.body.cityId, takeAway, delivery, all };
}

/** The comment that ties a stored order back to the request that made it. */
export const commentFor = (idempotencyKey: string) => `resilience ${idempotencyKey}`;

/** The idempotency key a stored order was made with, from its comment. */
export const keyOfComment = (comment: string) => (comment.startsWith('resilience ') ? comment.slice(11) : null);

/**
 * The order body of a cart. The Idempotency-Key goes into the comment, so every stored order can
 * be matched with the request that made it.
 *
 * @example
 * const body = orderBody(mix.all[0]!, key);
 */
export function orderBody(cart: ValidCart, idempotencyKey: string): OrderRequest {
  return {
    restoId: cart.restoId,
    deliveryType: cart.deliveryType,
    payType: cart.payType,
    positions: cart.positions,
    person: { name: 'Нагрузочный Тест', email: 'resilience@example.com' },
    comment: commentFor(idempotencyKey),
    ...(cart.location
      ? { deliveryPlace: { address: 'Москва, тестовый адрес, 1', apartment: '1', location: cart.location } }
      : {}),
  };
}
