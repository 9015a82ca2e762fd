// The catalog calls (spec §7): cities, zones, restos, menus, modifiers, time slots and promotions,
// each a function of the transport. The calls are split by who uses them (catalog, pricing, person,
// orders, sign-in, geocoding), as a bundler places a module whole: a page's bundle then holds only
// the calls of its screens.
import type {
  CitiesQuery,
  City,
  DeliveriesQuery,
  ModifierGroup,
  Position,
  PositionGroup,
  PositionTimeSlot,
  Promotion,
  Resto,
  RestosQuery,
  ServerDeliveryZone,
  TimeSlotsQuery,
} from '../contract/catalog';
import type { ApiError } from '../errors';
import { withMessage, type ApiTransport } from '../transport';
import { mapZone, type DeliveryZones } from '../zones';

const notFoundOr = (notFound: string, fallback: string) => (error: ApiError) => {
  if (error.status === 404) return withMessage(notFound)(error);
  const server = error.errors[0]?.message;
  return withMessage(server || fallback)(error);
};

const enc = encodeURIComponent;

async function zonePage(t: ApiTransport, path: string, query: DeliveriesQuery, failure: string) {
  const page = await t.request<{ content: ServerDeliveryZone[] } & Omit<DeliveryZones, 'content'>>(path, {
    query: t.withLang({ size: 100, ...query }),
    fail: withMessage(failure),
  });
  return { ...page, content: page.content.map(mapZone) };
}

/** `GET /health`: liveness. */
export const getHealth = (t: ApiTransport) => t.request<{ status: 'ok' | 'unavailable' }>('/health');

/** `GET /1/p/cities`: the cities of the white label. */
export const getCities = (t: ApiTransport, query: CitiesQuery = {}) =>
  t.request<City[]>('/1/p/cities', { query: t.withLang({ whiteLabel: t.whiteLabel, ...query }) });

/** `GET /1/p/cities/{cityId}`: one city. */
export const getCity = (t: ApiTransport, cityId: number) =>
  t.request<City>(`/1/p/cities/${enc(cityId)}`, { query: t.withLang() });

/** The zones of every resto of a city (spec §4: failure is fatal), in the spec's names. */
export const getCityDeliveries = (
  t: ApiTransport,
  cityId: number,
  query: DeliveriesQuery = {},
): Promise<DeliveryZones> =>
  zonePage(t, `/1/p/cities/${enc(cityId)}/deliveries`, query, `Failed to fetch delivery zones by city ID ${cityId}`);

/** `GET /1/p/restos`: restos by city and white label. */
export const getRestos = (t: ApiTransport, query: RestosQuery = {}) =>
  t.request<Resto[]>('/1/p/restos', {
    query: t.withLang({ whiteLabel: t.whiteLabel, ...query }),
    fail: withMessage('Failed to fetch restos by params'),
  });

/** `GET /1/p/restos/{id}`: one resto. */
export const getResto = (t: ApiTransport, id: number) =>
  t.request<Resto>(`/1/p/restos/${enc(id)}`, {
    query: t.withLang(),
    fail: withMessage(`Failed to fetch resto by ID ${id}`),
  });

/** `GET /1/p/menus/{id}/position-groups`. 404 → 'Menu groups not found'. */
export const getMenuPositionGroups = (t: ApiTransport, menuId: number) =>
  t.request<PositionGroup[]>(`/1/p/menus/${enc(menuId)}/position-groups`, {
    query: t.withLang(),
    fail: notFoundOr('Menu groups not found', 'Failed to fetch menu groups'),
  });

/** `GET /1/p/menus/{id}/positions`. 404 → 'Menu positions not found'. */
export const getMenuPositions = (t: ApiTransport, menuId: number) =>
  t.request<Position[]>(`/1/p/menus/${enc(menuId)}/positions`, {
    query: t.withLang(),
    fail: notFoundOr('Menu positions not found', 'Failed to fetch menu positions'),
  });

/** `GET /1/restos/{restoId}/positions/modifiers`. */
export const getRestoModifiers = (t: ApiTransport, restoId: number) =>
  t.request<ModifierGroup[]>(`/1/restos/${enc(restoId)}/positions/modifiers`, { query: t.withLang() });

/** `GET /1/restos/{restoId}/position-time-slots` at the given time (default: the server's). */
export const getRestoTimeSlots = (t: ApiTransport, restoId: number, query: TimeSlotsQuery = {}) =>
  t.request<PositionTimeSlot[]>(`/1/restos/${enc(restoId)}/position-time-slots`, {
    query: t.withLang({ ...query }),
    fail: withMessage(`Failed to fetch positions time slots by resto ID ${restoId}`),
  });

/** `GET /1/restos/{id}/promotions`. 404 → 'Promotions not found'. */
export const getRestoPromotions = (t: ApiTransport, restoId: number) =>
  t.request<Promotion[]>(`/1/restos/${enc(restoId)}/promotions`, {
    query: t.withLang(),
    fail: notFoundOr('Promotions not found', 'Failed to fetch promotions'),
  });

/** `GET /1/restos/{restoId}/deliveries` (size 100), in the spec's names. */
export const getRestoDeliveries = (
  t: ApiTransport,
  restoId: number,
  query: DeliveriesQuery = {},
): Promise<DeliveryZones> =>
  zonePage(t, `/1/restos/${enc(restoId)}/deliveries`, query, `Failed to fetch delivery zones by resto ID ${restoId}`);
