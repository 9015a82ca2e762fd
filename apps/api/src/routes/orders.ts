import { PassThrough } from 'node:stream';
import { DEFAULT_TIMEZONE, isOrderStatus, orderSlots, parseTimezoneOffset } from '@tarelka/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/authenticate';
import type { CatalogStore, TenantSnapshot } from '../catalog/snapshot';
import { setPositionWithdrawn } from '../catalog/withdraw';
import type { Database } from '../db/database';
import { defineRoute } from '../http/define-route';
import { HttpError } from '../http/errors';
import { requestLang, requestWhiteLabel } from '../http/request-context';
import { rememberDelivery } from '../auth/persons';
import { orderLines, orders } from '../db/schema';
import { changeOrderStatus, orderEta, statusEvent } from '../orders/lifecycle';
import { createOrder, listOrders, promoUsage, type PaymentGateway } from '../orders/order-service';
import type { BusEvent, OrderStatusBus } from '../orders/status-bus';
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
  /** Where order status changes are published and where the SSE streams listen. */
  bus: OrderStatusBus;
  /** Register the development-only kitchen control `POST /dev/orders/:id/status` (never in production). */
  devRoutes: boolean;
  /** Milliseconds between the SSE stream's heartbeat comments (default 15 000). */
  heartbeatMs?: number;
}

/** One Server-Sent Event of an order's status. */
const sseEvent = (event: BusEvent) => {
  const { whiteLabel: _wl, personId: _person, ...data } = event;
  return `event: status\ndata: ${JSON.stringify(data)}\n\n`;
};

/** Preflight (anonymous and personal), order placement with Idempotency-Key, and order history. */
export async function orderRoutes(app: FastifyInstance, options: OrderRoutesOptions) {
  const { database, catalog, clock } = options;
  const { db } = database;
  const auth = authenticate(options.jwtSecret, clock, db);

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
      if (result.placed) {
        const { body } = request;
        await rememberDelivery(db, {
          whiteLabel,
          personId: request.params.personId,
          place: body.deliveryType === 'DELIVERY' ? (body.deliveryPlace ?? null) : null,
          person: body.person,
          now: clock(),
        }).catch((err: Error) => request.log.warn({ err }, 'saving the delivery failed'));
      }
      // The stored bytes go out as they are: a replay is identical to the first answer.
      return reply.code(result.status).type('application/json; charset=utf-8').send(result.body);
    },
    { preHandler: auth },
  );

  const restoTimezone = (snapshot: TenantSnapshot | null) => (restoId: number) =>
    snapshot?.restoById.get(restoId)?.timezone ?? DEFAULT_TIMEZONE;

  defineRoute(
    app,
    'getOrders',
    async (request, reply) => {
      const whiteLabel = personalWhiteLabel(request);
      const snapshot = await catalog.get(whiteLabel);
      const page = await listOrders(db, whiteLabel, request.params.personId, request.query, restoTimezone(snapshot));
      if ('invalidCursor' in page) {
        throw new HttpError(400, 'request.invalid', 'The cursor is not one this API gave', '/querystring/cursor');
      }
      return reply.header('cache-control', 'no-store').send(page);
    },
    { preHandler: auth },
  );

  const snapshotOrNull = (whiteLabel: string) => catalog.get(whiteLabel);
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  // Open streams end when the server closes (before it waits for its connections to finish).
  const openStreams = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of openStreams) end();
    done();
  });

  defineRoute(
    app,
    'getOrderEvents',
    async (request, reply) => {
      const whiteLabel = personalWhiteLabel(request);
      const { personId, orderId } = request.params;
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.whiteLabel, whiteLabel), eq(orders.personId, personId)));
      if (!order) throw new HttpError(404, 'order.not-found', 'The person has no such order', '/orderId');
      const stream = new PassThrough();
      const stop = options.bus.subscribe(order.id, (event) => {
        if (event.personId === personId && event.whiteLabel === whiteLabel) stream.write(sseEvent(event));
      });
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), heartbeatMs);
      heartbeat.unref();
      const end = () => {
        openStreams.delete(end);
        clearInterval(heartbeat);
        stop();
        stream.end();
      };
      openStreams.add(end);
      reply.raw.once('close', end);
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      // The status as it is now, then every change (a client reconnecting gets the current one).
      stream.write(
        `retry: 3000\n${sseEvent(statusEvent(order, orderEta(await snapshotOrNull(whiteLabel), order, lines)))}`,
      );
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
    { preHandler: auth },
  );

  // Development only: the kitchen control that moves an order's status by hand (the e2e tests and
  // a developer watching the order page). Production never registers it (404), like /dev/sms-outbox.
  if (options.devRoutes) {
    // A position withdrawn from the menu, or put back with `{ "withdrawn": false }` (the e2e reorder).
    app.post('/dev/positions/:id/withdrawn', { schema: { hide: true } }, async (request, reply) => {
      const id = Number((request.params as { id: string }).id);
      const whiteLabel = requestWhiteLabel(request);
      const withdrawn = (request.body as { withdrawn?: unknown } | null)?.withdrawn !== false;
      if (!Number.isInteger(id) || !(await setPositionWithdrawn(db, whiteLabel, id, withdrawn))) {
        return reply
          .code(404)
          .send({ errors: [{ code: 'request.invalid', message: 'No such position', field: '/id' }] });
      }
      catalog.invalidate(whiteLabel);
      return { id, withdrawn };
    });
    app.post('/dev/orders/:id/status', { schema: { hide: true } }, async (request, reply) => {
      const { id } = request.params as { id: string };
      const body = (request.body ?? {}) as { status?: unknown; reason?: unknown };
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
        return reply.code(404).send({ errors: [{ code: 'order.not-found', message: 'No such order', field: '/id' }] });
      }
      if (!isOrderStatus(body.status)) {
        return reply.code(400).send({
          errors: [
            {
              code: 'request.invalid',
              message: 'Pass { "status": NEW|ACCEPTED|COOKING|ON_THE_WAY|READY|DONE|CANCELLED, "reason"? }',
              field: '/body/status',
            },
          ],
        });
      }
      const result = await changeOrderStatus(
        { db, bus: options.bus, snapshotOf: snapshotOrNull },
        {
          orderId: id,
          to: body.status,
          reason: typeof body.reason === 'string' ? body.reason : null,
          now: clock(),
          source: 'dev',
        },
      );
      if (result.ok)
        return { id, status: result.order.status, at: (result.order.statusAt ?? result.order.createdAt).toISOString() };
      if (result.reason === 'not-found') {
        return reply.code(404).send({ errors: [{ code: 'order.not-found', message: 'No such order', field: '/id' }] });
      }
      const why: Record<typeof result.refusal, string> = {
        final: `The order is ${result.from}: it does not change any more`,
        same: `The order is already ${result.from}`,
        'not-next': `The order is ${result.from}: it cannot become ${body.status}`,
        'reason-required': 'A cancellation needs a reason',
        'awaiting-payment': 'The order waits for its online payment',
      };
      return reply.code(result.refusal === 'reason-required' ? 400 : 409).send({
        errors: [
          {
            code: result.refusal === 'reason-required' ? 'request.invalid' : 'order.status-transition-invalid',
            message: why[result.refusal],
            field: result.refusal === 'reason-required' ? '/body/reason' : '/body/status',
          },
        ],
      });
    });
  }
}
