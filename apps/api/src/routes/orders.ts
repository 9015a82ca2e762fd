import { DEFAULT_TIMEZONE, orderSlots, parseTimezoneOffset } from '@tarelka/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/authenticate';
import type { CatalogStore, TenantSnapshot } from '../catalog/snapshot';
import type { Database } from '../db/database';
import { defineRoute } from '../http/define-route';
import { HttpError } from '../http/errors';
import { requestLang, requestWhiteLabel } from '../http/request-context';
import { createOrder, listOrders, promoUsage, type PaymentGateway } from '../orders/order-service';
import { messageOf } from '../pricing/messages';
import { priceCart, type PriceCartInput } from '../pricing/price-cart';
import { slotRules, toContractSlot } from '../pricing/slots';

/** 'YYYY-MM-DD' of an instant in a UTC offset such as '+03:00'. */
const localDate = (now: number, timezone: string | undefined) =>
  new Date(now + parseTimezoneOffset(timezone) * 60_000).toISOString().slice(0, 10);

/** What the order routes need from the app. */
export interface OrderRoutesOptions {
  database: Database;
  catalog: CatalogStore;
  jwtSecret: Uint8Array;
  clock: () => number;
  payments: PaymentGateway;
}

/** Preflight (anonymous and personal), order placement with Idempotency-Key, and order history. */
export async function orderRoutes(app: FastifyInstance, options: OrderRoutesOptions) {
  const { database, catalog, clock } = options;
  const { db } = database;
  const auth = authenticate(options.jwtSecret, clock);

  async function snapshotOf(whiteLabel: string): Promise<TenantSnapshot> {
    const snapshot = await catalog.get(whiteLabel);
    if (!snapshot) throw new HttpError(404, 'white-label.not-found', `Unknown white label ${whiteLabel}`);
    return snapshot;
  }

  /** A personal call's tenant is the token's; a header naming another one is refused. */
  function personalWhiteLabel(request: FastifyRequest): string {
    const person = request.person!;
    const header = request.headers['x-white-label'];
    if (typeof header === 'string' && header !== person.whiteLabel) {
      throw new HttpError(403, 'auth.forbidden', 'The token belongs to another white label');
    }
    return person.whiteLabel;
  }

  function answer(reply: FastifyReply, priced: ReturnType<typeof priceCart>) {
    if (!priced.ok) throw new HttpError(priced.status, priced.code, priced.message, priced.field, {}, priced.details);
    return reply.send(priced.response);
  }

  defineRoute(app, 'getOrderSlots', async (request) => {
    const snapshot = await snapshotOf(requestWhiteLabel(request));
    const lang = requestLang(request);
    const { query } = request;
    const resto = snapshot.restoById.get(request.params.restoId);
    if (!resto) throw new HttpError(404, 'resto.not-found', messageOf('resto.not-found', lang), '/restoId');
    if (!snapshot.scheduledOrders.enabled) {
      throw new HttpError(422, 'order.scheduled-orders-disabled', messageOf('order.scheduled-orders-disabled', lang));
    }
    const rules = slotRules({
      snapshot,
      resto,
      deliveryType: query.deliveryType,
      location: query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null,
      positionIds: query.positionIds ? query.positionIds.split(',').map(Number) : [],
      now: clock(),
      lang,
    });
    const all = orderSlots(rules);
    const today = localDate(clock(), resto.timezone);
    const date = query.date ?? today;
    const next = all.find((slot) => slot.available);
    return {
      date,
      timezone: resto.timezone ?? DEFAULT_TIMEZONE,
      step: snapshot.scheduledOrders.slotStep,
      days: [...new Set(all.map((slot) => slot.date))],
      slots: all.filter((slot) => slot.date === date).map(toContractSlot),
      nextSlot: next ? toContractSlot(next) : null,
    };
  });

  defineRoute(app, 'preflight', async (request, reply) => {
    const snapshot = await snapshotOf(requestWhiteLabel(request));
    return answer(
      reply,
      priceCart({ snapshot, request: request.body, now: clock(), lang: requestLang(request), mode: 'preflight' }),
    );
  });

  defineRoute(
    app,
    'personalPreflight',
    async (request, reply) => {
      const whiteLabel = personalWhiteLabel(request);
      const snapshot = await snapshotOf(whiteLabel);
      const input: PriceCartInput = {
        snapshot,
        request: request.body,
        now: clock(),
        lang: requestLang(request),
        mode: 'preflight',
      };
      const code = request.body.promoCode?.trim();
      const promo = code ? snapshot.promoCodes.get(code.toUpperCase()) : undefined;
      // Only codes with a limit need the database: the rest prices from memory.
      if (code && promo && (promo.usageLimit !== null || promo.perPersonLimit !== null)) {
        const usage = await promoUsage(db, whiteLabel, code, request.params.personId);
        if (usage) input.promoUsage = usage;
      }
      return answer(reply, priceCart(input));
    },
    { preHandler: auth },
  );

  defineRoute(
    app,
    'createOrder',
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (!key)
        throw new HttpError(
          400,
          'idempotency-key.required',
          'The Idempotency-Key header is required',
          '/headers/idempotency-key',
        );
      const whiteLabel = personalWhiteLabel(request);
      const snapshot = await snapshotOf(whiteLabel);
      const result = await createOrder({
        db,
        snapshot,
        personId: request.params.personId,
        idempotencyKey: key,
        body: request.body,
        now: clock(),
        lang: requestLang(request),
        payments: options.payments,
        serialized: database.kind === 'pglite',
      });
      // The stored bytes go out as they are: a replay is identical to the first answer.
      return reply.code(result.status).type('application/json; charset=utf-8').send(result.body);
    },
    { preHandler: auth },
  );

  defineRoute(
    app,
    'getOrders',
    async (request) => listOrders(db, personalWhiteLabel(request), request.params.personId, request.query),
    { preHandler: auth },
  );
}
