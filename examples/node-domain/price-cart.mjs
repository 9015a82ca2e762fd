// Prices a cart against a delivery zone of the demo tenant and checks resto hours and a dish's
// time slot with `@tarelka/domain`, the way a back office or a bot of another team would: plain
// Node ESM, the package installed from its tarball, no build step.
//
// Every figure it prints is also asserted; the script exits 1 when one differs, so
// `examples/run.mjs` (and `./tarelka test`) uses it as a test of the published package.
//
// The data is a copy of part of tenants/demo/catalog (two zones, two restos, three dishes and the
// breakfast time slot) in the catalog's own format, in fixtures/demo-catalog.json.
import { deepStrictEqual } from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  addToCart,
  cartTotals,
  checkOrderSum,
  deliveryConditionRows,
  findZone,
  formatMoney,
  fromServerZone,
  getDeliveryHint,
  getScheduleStatus,
  isPositionAvailable,
  orderTotal,
  setCartPositionCount,
} from '@tarelka/domain';

const catalog = JSON.parse(readFileSync(new URL('./fixtures/demo-catalog.json', import.meta.url), 'utf8'));

/** Checks that failed, printed again at the end. */
const failures = [];

/** Prints a figure and asserts it: `✓ what: value`, or `✗` with what was expected. */
function check(what, actual, expected, show = (value) => JSON.stringify(value)) {
  try {
    deepStrictEqual(actual, expected);
    console.log(`  ✓ ${what}: ${show(actual)}`);
  } catch {
    const line = `✗ ${what}: got ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`;
    console.log(`  ${line}`);
    failures.push(line);
  }
}

const money = (amount) => formatMoney(amount);
// Russian names, as the storefront shows them; the catalog keeps every locale.
const ru = (text) => text.ru;

// ── Zones ──────────────────────────────────────────────────────────────────────────────────────
// The catalog holds zones in the server's field names; fromServerZone maps them to the spec's
// (deliveryPrice → deliveryCost, minOrderPrice/maxOrderPrice → orderPrice.min/max).
const zones = catalog.zones.map((zone) => fromServerZone({ ...zone, name: ru(zone.name) }));

console.log('Delivery zone of an address');
const pushkinskaya = { lat: 55.7655, lng: 37.6055 };
const zone = findZone(zones, pushkinskaya);
check('Pushkinskaya Square is in', zone && { zone: zone.name, restoId: zone.restoId }, { zone: 'Центр', restoId: 1 });
check('Pyatnitskaya Street is in', findZone(zones, { lat: 55.74, lng: 37.63 })?.name, 'Замоскворечье', String);
check('a point outside Moscow is in', findZone(zones, { lat: 55.7, lng: 37.5 }), null);
if (!zone) {
  console.error('\nNo zone for the address: nothing to price.');
  process.exit(1);
}

console.log(`\nDelivery conditions of «${zone.name}»`);
for (const row of deliveryConditionRows(zone.thresholds)) console.log(`  ${row.orderSumText}: ${row.deliveryText}`);

// ── The cart ───────────────────────────────────────────────────────────────────────────────────
const dish = (id) => {
  const position = catalog.positions.find((p) => p.id === id);
  return {
    id: position.id,
    menuId: position.menuId,
    name: ru(position.name),
    price: position.price,
    count: 1,
    hasModifiers: position.modifierGroupIds.length > 0,
    modifiers: [],
  };
};
const borscht = dish(1039); // Борщ со сметаной, 390 ₽
const caesar = dish(1049); // Цезарь с курицей, 490 ₽

/** Prints the cart and what delivery to the zone makes of it. */
function price(title, cart) {
  console.log(`\n${title}`);
  for (const line of cart) console.log(`  ${line.name} × ${line.count}: ${money(line.sum)}`);
  const { total } = cartTotals(cart);
  return { total, check: checkOrderSum(zone.thresholds, total), hint: getDeliveryHint(zone.thresholds, total) };
}

let cart = addToCart([], borscht);
let priced = price('One borscht', cart);
check('cart total', priced.total, 39000, money);
check(
  'order sum check',
  priced.check,
  { ok: false, reason: 'BELOW_MINIMUM', minimum: 100000, missing: 61000, message: 'Минимальная сумма заказа' },
  (c) => `${c.message}: ${money(c.minimum)}, add ${money(c.missing)}`,
);

cart = addToCart(cart, borscht); // the same dish again: its line counts 2
cart = addToCart(cart, caesar);
priced = price('Two borschts and a Caesar', cart);
check('cart lines', cart.length, 2, String);
check('cart total', priced.total, 127000, money);
check('delivery price', priced.check.ok && priced.check.threshold.deliveryCost, 24900, money);
check(
  'delivery hint',
  priced.hint,
  // Spec §4: the next cheaper tier (99 ₽ from 2 000 ₽) and, beyond it, free delivery (from 3 500 ₽).
  { kind: 'LEFT_TO_DELIVERY_PRICE', left: 73000, deliveryCost: 9900, leftToFree: 223000 },
  (h) => `add ${money(h.left)} for delivery at ${money(h.deliveryCost)}, ${money(h.leftToFree)} for free delivery`,
);
check(
  'order total, delivery',
  orderTotal({ cartTotal: priced.total, deliveryType: 'DELIVERY', deliveryPrice: 24900 }),
  151900,
  money,
);
check(
  'order total, take-away',
  orderTotal({ cartTotal: priced.total, deliveryType: 'TAKE_AWAY', deliveryPrice: 24900 }),
  127000,
  money,
);

cart = setCartPositionCount(cart, { id: borscht.id, menuId: borscht.menuId }, 5);
priced = price('Five borschts and a Caesar', cart);
check('cart total', priced.total, 244000, money);
check('delivery price', priced.check.ok && priced.check.threshold.deliveryCost, 9900, money);
check(
  'delivery hint',
  priced.hint,
  { kind: 'LEFT_TO_FREE_DELIVERY', left: 106000 },
  (h) => `add ${money(h.left)} for free delivery`,
);

// ── Hours and time slots ───────────────────────────────────────────────────────────────────────
// The domain has no clock: every check takes the moment. 2 March 2026 is a Monday.
const mondayAt = (time) => Date.parse(`2026-03-02T${time}:00+03:00`);
const resto = (id) => catalog.restos.find((r) => r.id === id);
const tverskaya = resto(1); // round the clock
const sokolniki = resto(3); // Monday is its day off; 09:00–22:00 on other days

console.log('\nResto hours (Moscow time)');
check(
  `«${ru(tverskaya.name)}» at 03:00 on Monday`,
  getScheduleStatus(tverskaya.openingHours, mondayAt('03:00'), tverskaya.timezone),
  { open: true },
);
const closed = getScheduleStatus(sokolniki.openingHours, mondayAt('12:00'), sokolniki.timezone);
check(
  `«${ru(sokolniki.name)}» at 12:00 on Monday`,
  closed,
  { open: false, opensAt: Date.parse('2026-03-03T09:00:00+03:00') },
  (s) => `closed, opens ${new Date(s.opensAt).toLocaleString('ru-RU', { timeZone: 'Europe/Moscow' })}`,
);

console.log('\nBreakfast time slot (08:00–11:30)');
const syrniki = catalog.positions.find((p) => p.id === 1075);
const available = (position, time) =>
  isPositionAvailable(position.id, catalog.timeSlots, mondayAt(time), tverskaya.timezone);
check(`«${ru(syrniki.name)}» at 09:00`, available(syrniki, '09:00'), true, String);
check(`«${ru(syrniki.name)}» at 15:00`, available(syrniki, '15:00'), false, String);
check(`«${borscht.name}» (no slot) at 15:00`, available(borscht, '15:00'), true, String);

if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery figure is as expected.');
