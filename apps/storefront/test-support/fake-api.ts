/**
 * A fake of the reference API at the network edge (`fetch`), for component tests: it answers the
 * catalog calls from small fixtures, so the real store, client and domain run unchanged.
 */
import type { City, OrderSlotsResponse, Position, PositionGroup, Resto } from '@tarelka/api-client/contract';

/** Builds a city. */
export function cityFixture(overrides: Partial<City> = {}): City {
  return {
    id: 1,
    name: 'Москва',
    bounds: { east: 37.9, west: 37.3, north: 55.9, south: 55.5 },
    center: { lat: 55.75, lng: 37.61 },
    zoom: 12,
    ...overrides,
  };
}

/** Builds a resto open around the clock that delivers and offers take-away. */
export function restoFixture(overrides: Partial<Resto> = {}): Resto {
  return {
    id: 1,
    cityId: 1,
    name: 'Тарелка на Тверской',
    address: 'Москва, Тверская улица, 12с1',
    street: 'Тверская улица, 12с1',
    averageCheck: null,
    currency: 'RUB',
    description: '',
    emails: [],
    phones: [{ value: '+7 495 000-00-00' }],
    links: [],
    location: { lat: 55.76, lng: 37.61 },
    menus: [
      { id: 10, name: 'Основное меню', order: 1, isDelivery: true, isOnline: false, isTable: false, isTakeAway: true },
    ],
    openingHours: ([1, 2, 3, 4, 5, 6, 7] as const).map((dayOfWeek) => ({
      dayOfWeek,
      active: true,
      open: '00:00',
      close: '00:00',
    })),
    order: 1,
    payConfig: {
      delivery: { cardOnline: '', cardUponReceipt: true, cashUponReceipt: true },
      takeAway: { cardOnline: '', cardUponReceipt: true, cashUponReceipt: true },
    },
    payEngine: 'test',
    pays: [],
    photos: [],
    tags: [],
    timezone: '+03:00',
    ...overrides,
  };
}

/** Builds a position of menu 10. */
export function positionFixture(overrides: Partial<Position> = {}): Position {
  return {
    id: 100,
    menu: { id: 10 },
    positionGroup: { id: 1 },
    name: 'Маргарита',
    price: 59000,
    photos: [],
    tags: [],
    hasModifiers: false,
    modifierGroupIds: [],
    order: 1,
    adult: false,
    ...overrides,
  };
}

/** What the fake serves. */
export interface FakeCatalog {
  cities?: City[];
  restos?: Resto[];
  groups?: PositionGroup[];
  positions?: Position[];
  /** The order-slots answer (issue 27); absent: the tenant takes no orders for a later time (422). */
  orderSlots?: OrderSlotsResponse;
  /** Paths (regex) that answer 500 with the spec's error body. */
  failing?: RegExp[];
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A `fetch` answering like the reference API.
 *
 * @example
 * vi.stubGlobal('fetch', fakeApi({ cities: [cityFixture()], restos: [] }));
 */
export function fakeApi(catalog: FakeCatalog = {}): typeof fetch {
  const cities = catalog.cities ?? [cityFixture()];
  const restos = catalog.restos ?? [restoFixture()];
  return async (input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname;
    if (catalog.failing?.some((re) => re.test(path))) {
      return json({ errors: [{ code: 'internal', message: 'Сервер недоступен' }] }, 500);
    }
    if (path === '/1/now') return json({ utc_time: new Date().toISOString() });
    if (path === '/1/p/cities') return json(cities);
    const zones = /^\/1\/p\/cities\/(\d+)\/deliveries$/.exec(path);
    if (zones) return json({ content: [], page: 0, size: 100, totalElements: 0, totalPages: 0 });
    if (path === '/1/p/restos') return json(restos.filter((r) => String(r.cityId) === url.searchParams.get('cityId')));
    if (/^\/1\/p\/restos\/\d+\/order-slots$/.test(path)) {
      if (catalog.orderSlots) return json(catalog.orderSlots);
      return json(
        { errors: [{ code: 'order.scheduled-orders-disabled', message: 'Заказы ко времени не принимаются' }] },
        422,
      );
    }
    const resto = /^\/1\/p\/restos\/(\d+)$/.exec(path);
    if (resto) {
      const found = restos.find((r) => r.id === Number(resto[1]));
      return found ? json(found) : json({ errors: [{ code: 'resto.not-found', message: 'Ресторан не найден' }] }, 404);
    }
    if (/\/position-groups$/.test(path)) return json(catalog.groups ?? []);
    if (/\/menus\/\d+\/positions$/.test(path)) return json(catalog.positions ?? []);
    if (/\/positions\/modifiers$/.test(path)) return json([]);
    if (/\/position-time-slots$/.test(path)) return json([]);
    if (/\/promotions$/.test(path)) return json([]);
    return json({ errors: [{ code: 'not-found', message: `No fake for ${path}` }] }, 404);
  };
}
