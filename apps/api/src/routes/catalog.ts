import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CatalogStore, TenantSnapshot } from '../catalog/snapshot';
import {
  cityView,
  groupView,
  isPromotionCurrent,
  modifierGroupView,
  positionView,
  promotionView,
  restoView,
  timeSlotsView,
  zoneView,
} from '../catalog/views';
import { sendCached } from '../http/cached';
import { defineRoute } from '../http/define-route';
import { HttpError } from '../http/errors';
import { requestLang, requestWhiteLabel } from '../http/request-context';

/** What the catalog routes need from the app. */
export interface CatalogRoutesOptions {
  catalog: CatalogStore;
  clock: () => number;
}

const DEFAULT_ZONE_PAGE = 100;

const notFound = (what: string, id: number | string) => new HttpError(404, 'not-found', `${what} ${id} not found`);

function page<T>(items: T[], query: { page?: number; size?: number }, defaultSize: number) {
  const size = query.size ?? defaultSize;
  const index = query.page ?? 0;
  return {
    content: items.slice(index * size, index * size + size),
    page: index,
    size,
    totalElements: items.length,
    totalPages: Math.ceil(items.length / size),
  };
}

/** The catalog calls of spec §7 plus the zones of a city; answers are cached per catalog version. */
export async function catalogRoutes(app: FastifyInstance, options: CatalogRoutesOptions) {
  const { catalog, clock } = options;

  async function tenantOf(request: FastifyRequest): Promise<TenantSnapshot> {
    const whiteLabel = requestWhiteLabel(request);
    const snapshot = await catalog.get(whiteLabel);
    if (!snapshot) throw new HttpError(404, 'white-label.not-found', `Unknown white label ${whiteLabel}`);
    return snapshot;
  }

  /**
   * Runs `answer` with the request's tenant: synchronously when its snapshot is fresh (a hot
   * catalog read then makes no promise at all), after loading it otherwise.
   */
  function withTenant<T>(request: FastifyRequest, answer: (snapshot: TenantSnapshot) => T): T | Promise<T> {
    const snapshot = catalog.fresh(requestWhiteLabel(request));
    return snapshot ? answer(snapshot) : tenantOf(request).then(answer);
  }

  const restoOf = (snapshot: TenantSnapshot, id: number) => {
    const resto = snapshot.restoById.get(id);
    if (!resto) throw new HttpError(404, 'resto.not-found', `Resto ${id} not found`);
    return resto;
  };

  defineRoute(app, 'getCities', (request, reply) =>
    withTenant(request, (snapshot) => {
      const lang = requestLang(request);
      return sendCached(request, reply, snapshot, `cities|${lang}`, () =>
        snapshot.cities.map((c) => cityView(c, lang)),
      );
    }),
  );

  defineRoute(app, 'getCity', (request, reply) =>
    withTenant(request, (snapshot) => {
      const lang = requestLang(request);
      const city = snapshot.cityById.get(request.params.cityId);
      if (!city) throw notFound('City', request.params.cityId);
      return sendCached(request, reply, snapshot, `city|${lang}|${city.id}`, () => cityView(city, lang));
    }),
  );

  defineRoute(app, 'getCityDeliveries', (request, reply) =>
    withTenant(request, (snapshot) => {
      const lang = requestLang(request);
      const { cityId } = request.params;
      if (!snapshot.cityById.has(cityId)) throw notFound('City', cityId);
      const { page: index = 0, size = DEFAULT_ZONE_PAGE } = request.query;
      return sendCached(request, reply, snapshot, `city-zones|${lang}|${cityId}|${index}|${size}`, () =>
        page(
          (snapshot.zonesByCity.get(cityId) ?? []).map((z) => zoneView(z, lang)),
          { page: index, size },
          DEFAULT_ZONE_PAGE,
        ),
      );
    }),
  );

  defineRoute(app, 'getRestos', (request, reply) =>
    withTenant(request, (snapshot) => {
      const lang = requestLang(request);
      const { cityId } = request.query;
      return sendCached(request, reply, snapshot, `restos|${lang}|${cityId ?? '*'}`, () =>
        snapshot.restos
          .filter((r) => cityId === undefined || r.cityId === cityId)
          .map((r) => restoView(snapshot, r, lang)),
      );
    }),
  );

  defineRoute(app, 'getResto', (request, reply) =>
    withTenant(request, (snapshot) => {
      const lang = requestLang(request);
      const resto = restoOf(snapshot, request.params.id);
      return sendCached(request, reply, snapshot, `resto|${lang}|${resto.id}`, () => restoView(snapshot, resto, lang));
    }),
  );

  defineRoute(app, 'getMenuPositionGroups', (request, reply) =>
    withTenant(request, (snapshot) => {
      const lang = requestLang(request);
      const { id } = request.params;
      if (!snapshot.menuById.has(id)) throw notFound('Menu', id);
      return sendCached(request, reply, snapshot, `groups|${lang}|${id}`, () =>
        (snapshot.groupsByMenu.get(id) ?? []).map((g) => groupView(snapshot, g, lang)),
      );
    }),
  );

  defineRoute(app, 'getMenuPositions', (request, reply) =>
    withTenant(request, (snapshot) => {
      const lang = requestLang(request);
      const { id } = request.params;
      if (!snapshot.menuById.has(id)) throw notFound('Menu', id);
      return sendCached(request, reply, snapshot, `positions|${lang}|${id}`, () =>
        (snapshot.positionsByMenu.get(id) ?? []).map((p) => positionView(snapshot, p, lang)),
      );
    }),
  );

  defineRoute(app, 'getRestoModifiers', (request, reply) =>
    withTenant(request, (snapshot) => {
      const lang = requestLang(request);
      const resto = restoOf(snapshot, request.params.restoId);
      return sendCached(request, reply, snapshot, `modifiers|${lang}|${resto.id}`, () =>
        (snapshot.modifiersByResto.get(resto.id) ?? []).map((m) => modifierGroupView(m, lang)),
      );
    }),
  );

  defineRoute(app, 'getRestoTimeSlots', (request, reply) =>
    withTenant(request, (snapshot) => {
      const resto = restoOf(snapshot, request.params.restoId);
      const now = request.query.time ? Date.parse(request.query.time) : clock();
      if (Number.isNaN(now)) throw new HttpError(400, 'request.invalid', 'Non ISO 8601 compliant date', '/time');
      // Availability depends on the time asked for: not cacheable.
      reply.header('cache-control', 'no-store');
      return timeSlotsView(snapshot, resto.id, now);
    }),
  );

  defineRoute(app, 'getRestoPromotions', (request, reply) =>
    withTenant(request, (snapshot) => {
      const lang = requestLang(request);
      const resto = restoOf(snapshot, request.params.id);
      const now = clock();
      const current = (snapshot.promotionsByResto.get(resto.id) ?? []).filter((p) => isPromotionCurrent(p, now));
      // The set changes when a promotion starts or ends: the ids are part of the cache key.
      return sendCached(
        request,
        reply,
        snapshot,
        `promotions|${lang}|${resto.id}|${current.map((p) => p.id).join(',')}`,
        () => current.map((p) => promotionView(snapshot, p, lang)),
      );
    }),
  );

  defineRoute(app, 'getRestoDeliveries', (request, reply) =>
    withTenant(request, (snapshot) => {
      const lang = requestLang(request);
      const resto = restoOf(snapshot, request.params.restoId);
      const { page: index = 0, size = DEFAULT_ZONE_PAGE } = request.query;
      return sendCached(request, reply, snapshot, `resto-zones|${lang}|${resto.id}|${index}|${size}`, () =>
        page(
          (snapshot.zonesByResto.get(resto.id) ?? []).map((z) => zoneView(z, lang)),
          { page: index, size },
          DEFAULT_ZONE_PAGE,
        ),
      );
    }),
  );
}
