import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { authenticate } from '../auth/authenticate';
import type { CatalogStore } from '../catalog/snapshot';
import type { Database } from '../db/database';
import { orderLines } from '../db/schema';
import { defineRoute } from '../http/define-route';
import { HttpError } from '../http/errors';
import { requestLang } from '../http/request-context';
import { lifecycleDetails, publishOrderStatus } from '../orders/lifecycle';
import type { OrderStatusBus } from '../orders/status-bus';
import { toOrder } from '../orders/order-service';
import {
  findOrder,
  handleWebhook,
  handOffPath,
  orderPayments,
  paymentSummary,
  startPayment,
  verifyHandOff,
  type OrderRow,
  type PaymentRefusal,
  type PaymentsContext,
} from '../payments/payment-service';
import type { Payments } from '../payments/setup';
import {
  cardPage,
  messagePage,
  notFoundPage,
  pageText,
  resultPage,
  threeDsPage,
  validateCardForm,
  type PageLang,
} from '../payments/test-page';
import { testCardOutcome } from '../payments/test-gateway';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the payment routes need from the app. */
export interface PaymentRoutesOptions {
  database: Database;
  catalog: CatalogStore;
  /** Where an order's PAID is published for its live-status streams. */
  bus: OrderStatusBus;
  jwtSecret: Uint8Array;
  clock: () => number;
  payments: Payments;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received (webhook routes only): signatures cover these bytes. */
    rawBody?: string;
  }
}

const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** The hosted pages' language: the form's or query's `lang`, else Accept-Language (ru by default). */
function pageLang(request: FastifyRequest): PageLang {
  const explicit =
    (request.body as { lang?: unknown } | undefined)?.lang ?? (request.query as { lang?: unknown } | undefined)?.lang;
  if (explicit === 'en' || explicit === 'ru') return explicit;
  return requestLang(request) === 'en' ? 'en' : 'ru';
}

/** Only web pages may be returned to (no `javascript:` and friends). */
function webUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A storefront can ask to come back to its order page before it knows the order id. */
const withOrderId = (url: string, orderId: string) =>
  url.replaceAll('{orderId}', orderId).replaceAll('%7BorderId%7D', orderId);

/**
 * Hosted pages get their own policy: no script at all, and forms may redirect to where the
 * payment returns (Chromium checks form-action on the redirect after a POST).
 */
function sendPage(reply: FastifyReply, status: number, html: string, returnUrl?: string | null) {
  let formTarget = '';
  if (returnUrl) formTarget = ` ${new URL(returnUrl).origin}`;
  return reply
    .code(status)
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'${formTarget}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * Online payment: the CARD_ONLINE hand-off, the test gateway's hosted pages, the gateways'
 * webhooks, and the order with its payment status plus "pay again" for the storefront.
 */
export async function paymentRoutes(app: FastifyInstance, options: PaymentRoutesOptions) {
  const { database, catalog, clock, payments } = options;
  const { db } = database;
  const ctx: PaymentsContext = {
    db,
    gateways: payments.gateways,
    clock,
    onOrderPaid: (orderId) =>
      publishOrderStatus({ db, bus: options.bus, snapshotOf: (whiteLabel) => catalog.get(whiteLabel) }, orderId),
  };
  const auth = authenticate(options.jwtSecret, clock, db);

  const resultSig = (orderId: string) =>
    createHmac('sha256', payments.secret).update(`result\n${orderId}`).digest('base64url');
  const resultPath = (orderId: string) => `/1/payments/orders/${orderId}/result?sig=${resultSig(orderId)}`;
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  /** The resto's gateway and currency for an order. */
  async function orderTerms(order: OrderRow) {
    const snapshot = await catalog.get(order.whiteLabel);
    const resto = snapshot?.restoById.get(order.restoId);
    return {
      gateway: resto?.payEngine || 'test',
      currency: resto?.currency || 'RUB',
      description: `${snapshot?.name ?? ''}: заказ №${order.number}`.replace(/^: /, 'Заказ №'),
    };
  }

  const refusalStatus = (refusal: PaymentRefusal) =>
    ({
      'not-online': 422,
      'already-paid': 409,
      'not-payable': 409,
      'in-progress': 409,
      'gateway-unavailable': 503,
      'gateway-error': 502,
    })[refusal.reason];

  // --- The hand-off: the order's `payment.url`; the browser comes here and goes on to the gateway.
  app.get<{ Params: { orderId: string }; Querystring: { returnUrl?: string; sig?: string; lang?: string } }>(
    '/1/payments/orders/:orderId/pay',
    { schema: { hide: true } },
    async (request, reply) => {
      const lang = pageLang(request);
      const t = pageText(lang);
      const { orderId } = request.params;
      const returnParam = request.query.returnUrl ?? '';
      if (!verifyHandOff(payments.secret, orderId, returnParam, request.query.sig ?? '')) {
        return sendPage(reply, 403, notFoundPage(lang));
      }
      const order = /^[0-9a-f-]{36}$/i.test(orderId) ? await findOrder(db, { id: orderId }) : undefined;
      if (!order) return sendPage(reply, 404, notFoundPage(lang));
      const requested = webUrl(returnParam);
      const returnUrl = requested ? withOrderId(requested, order.id) : `${origin(request)}${resultPath(order.id)}`;
      const terms = await orderTerms(order);
      const started = await startPayment(ctx, { order, returnUrl, ...terms });
      if (started.ok)
        return reply.code(303).header('cache-control', 'no-store').redirect(started.payment.confirmationUrl!, 303);
      if (started.reason === 'already-paid') {
        return requested
          ? reply.code(303).redirect(returnUrl, 303)
          : sendPage(reply, 200, resultPage({ lang, status: 'PAID' }));
      }
      request.log.warn({ orderId, refusal: started }, 'payment hand-off refused');
      const text =
        started.reason === 'in-progress'
          ? lang === 'ru'
            ? 'Платёж уже создаётся. Обновите страницу через несколько секунд.'
            : 'The payment is being created. Reload the page in a few seconds.'
          : lang === 'ru'
            ? 'Сейчас оплатить заказ онлайн нельзя. Попробуйте позже.'
            : 'The order cannot be paid online right now. Please try again later.';
      return sendPage(
        reply,
        refusalStatus(started),
        messagePage(lang, t.failed, text, requested ? { href: returnUrl, label: t.back } : undefined),
      );
    },
  );

  // The default return page (no storefront URL given): the outcome, for the customer to read.
  app.get<{ Params: { orderId: string }; Querystring: { sig?: string; lang?: string } }>(
    '/1/payments/orders/:orderId/result',
    { schema: { hide: true } },
    async (request, reply) => {
      const lang = pageLang(request);
      const { orderId } = request.params;
      const expected = Buffer.from(resultSig(orderId));
      const given = Buffer.from(request.query.sig ?? '');
      const order =
        expected.length === given.length && timingSafeEqual(expected, given)
          ? await findOrder(db, { id: orderId })
          : undefined;
      if (!order) return sendPage(reply, 404, notFoundPage(lang));
      const terms = await orderTerms(order);
      const summary = await paymentSummary(ctx, order, { currency: terms.currency, handOffUrl: null });
      return sendPage(reply, 200, resultPage({ lang, status: summary?.status ?? 'PENDING' }));
    },
  );

  // --- The test gateway's hosted pages (what a real gateway serves on its own domain).
  const test = payments.test;
  if (test) {
    const formParser = (_request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) =>
      done(null, Object.fromEntries(new URLSearchParams(body)));

    await app.register(async (pages) => {
      pages.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        formParser,
      );

      type PageRequest = {
        Params: { id: string };
        Querystring: { lang?: string };
        Body: Record<string, string> | undefined;
      };

      /** The outcome page, or back to the store when the payment has a return URL. */
      const finish = (
        reply: FastifyReply,
        lang: PageLang,
        status: 'PAID' | 'FAILED' | 'CANCELED' | 'PENDING',
        returnUrl: string,
      ) =>
        returnUrl.startsWith('http')
          ? reply.code(303).header('cache-control', 'no-store').redirect(returnUrl, 303)
          : sendPage(reply, 200, resultPage({ lang, status, returnUrl }));

      pages.get<PageRequest>('/1/payments/test/:id', { schema: { hide: true } }, async (request, reply) => {
        const lang = pageLang(request);
        const payment = await test.find(request.params.id);
        if (!payment) return sendPage(reply, 404, notFoundPage(lang));
        if (payment.state === 'waiting_for_3ds')
          return reply.redirect(`/1/payments/test/${payment.id}/3ds?lang=${lang}`, 303);
        if (payment.state !== 'pending')
          return sendPage(
            reply,
            200,
            resultPage({ lang, status: payment.status, returnUrl: webUrl(payment.returnUrl) }),
          );
        const page = cardPage({
          lang,
          paymentId: payment.id,
          amount: payment.amount,
          currency: payment.currency,
          description: payment.description,
        });
        return sendPage(reply, 200, page, webUrl(payment.returnUrl));
      });

      pages.post<PageRequest>('/1/payments/test/:id/pay', { schema: { hide: true } }, async (request, reply) => {
        const lang = pageLang(request);
        const form = request.body ?? {};
        const payment = await test.find(request.params.id);
        if (!payment) return sendPage(reply, 404, notFoundPage(lang));
        if (payment.state !== 'pending') return reply.redirect(`/1/payments/test/${payment.id}?lang=${lang}`, 303);
        const errors = validateCardForm(form, testCardOutcome(form.card ?? '') !== 'invalid', clock(), lang);
        if (Object.keys(errors).length) {
          const page = cardPage({
            lang,
            paymentId: payment.id,
            amount: payment.amount,
            currency: payment.currency,
            description: payment.description,
            values: { card: form.card ?? '', exp: form.exp ?? '' },
            errors,
          });
          return sendPage(reply, 422, page, webUrl(payment.returnUrl));
        }
        const paid = await test.pay(payment.id, form.card ?? '');
        if (paid?.outcome === '3ds') return reply.redirect(`/1/payments/test/${payment.id}/3ds?lang=${lang}`, 303);
        return finish(reply, lang, paid?.payment.status ?? 'PENDING', payment.returnUrl);
      });

      pages.get<PageRequest>('/1/payments/test/:id/3ds', { schema: { hide: true } }, async (request, reply) => {
        const lang = pageLang(request);
        const payment = await test.find(request.params.id);
        if (!payment) return sendPage(reply, 404, notFoundPage(lang));
        if (payment.state !== 'waiting_for_3ds')
          return reply.redirect(`/1/payments/test/${payment.id}?lang=${lang}`, 303);
        const page = threeDsPage({ lang, paymentId: payment.id, amount: payment.amount, currency: payment.currency });
        return sendPage(reply, 200, page, webUrl(payment.returnUrl));
      });

      pages.post<PageRequest>('/1/payments/test/:id/3ds', { schema: { hide: true } }, async (request, reply) => {
        const lang = pageLang(request);
        const payment = await test.find(request.params.id);
        if (!payment) return sendPage(reply, 404, notFoundPage(lang));
        const settled = await test.confirm3ds(payment.id, request.body?.code ?? '');
        return finish(reply, lang, settled?.status ?? 'PENDING', payment.returnUrl);
      });

      pages.post<PageRequest>('/1/payments/test/:id/cancel', { schema: { hide: true } }, async (request, reply) => {
        const lang = pageLang(request);
        const payment = await test.find(request.params.id);
        if (!payment) return sendPage(reply, 404, notFoundPage(lang));
        const settled = await test.cancelByCustomer(payment.id);
        return finish(reply, lang, settled?.status ?? 'CANCELED', payment.returnUrl);
      });
    });
  }

  // --- Webhooks: one endpoint per gateway; the raw body is kept for the signature.
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (request, body, done) => {
        request.rawBody = body as string;
        done(null, {});
      },
    );
    hooks.post<{ Params: { gateway: string } }>(
      '/1/payments/webhooks/:gateway',
      { schema: { hide: true } },
      async (request, reply) => {
        const outcome = await handleWebhook(ctx, request.params.gateway, {
          headers: request.headers,
          rawBody: request.rawBody ?? '',
          ip: request.ip,
        });
        if (outcome.status !== 200) {
          request.log.warn(
            { gateway: request.params.gateway, ip: request.ip, reason: outcome.reason },
            'webhook refused',
          );
          const code = outcome.status === 404 ? 'payment.not-found' : 'payment.webhook-invalid';
          throw new HttpError(
            outcome.status,
            code,
            outcome.status === 404 ? 'Unknown payment' : 'The webhook is not authentic',
          );
        }
        return reply.send({ result: outcome.result });
      },
    );
  });

  // The test gateway tells the API through the same route the outside world uses.
  payments.connect(async (body, headers) => {
    const response = await app.inject({ method: 'POST', url: '/1/payments/webhooks/test', headers, payload: body });
    return response.statusCode;
  });

  // --- The storefront: one order with its payment status, and paying again.
  async function personalOrder(request: FastifyRequest<{ Params: { personId: string; orderId: string } }>) {
    const person = request.person!;
    const order = await findOrder(db, {
      id: request.params.orderId,
      whiteLabel: person.whiteLabel,
      personId: request.params.personId,
    });
    if (!order) throw new HttpError(404, 'not-found', 'Order not found');
    return order;
  }

  defineRoute(
    app,
    'getOrder',
    async (request, reply) => {
      const order = await personalOrder(request);
      const terms = await orderTerms(order);
      const [lines, summary] = await Promise.all([
        db.select().from(orderLines).where(eq(orderLines.orderId, order.id)),
        paymentSummary(ctx, order, { currency: terms.currency, handOffUrl: order.paymentUrl }),
      ]);
      // The status may have just moved to PAID: read the order as it is now.
      const current = summary?.status === 'PAID' ? ((await findOrder(db, { id: order.id })) ?? order) : order;
      const lifecycle = await lifecycleDetails(db, await catalog.get(current.whiteLabel), current, lines);
      return reply
        .header('cache-control', 'no-store')
        .send({ ...toOrder(current, lines), paymentStatus: summary, ...lifecycle });
    },
    { preHandler: auth },
  );

  defineRoute(
    app,
    'retryPayment',
    async (request, reply) => {
      const order = await personalOrder(request);
      const terms = await orderTerms(order);
      const requested = webUrl(request.body.returnUrl);
      const previous = (await orderPayments(db, order.id))[0]?.returnUrl;
      const returnUrl = requested
        ? withOrderId(requested, order.id)
        : (previous ?? `${origin(request)}${resultPath(order.id)}`);
      const started = await startPayment(ctx, { order, returnUrl, ...terms });
      if (!started.ok) {
        const messages: Record<PaymentRefusal['reason'], string> = {
          'not-online': 'The order is not paid online',
          'already-paid': 'The order is already paid',
          'not-payable': 'The order can no longer be paid',
          'in-progress': 'A payment of this order is being created',
          'gateway-unavailable': 'Online payment is not available now',
          'gateway-error': 'The payment gateway did not answer',
        };
        throw new HttpError(refusalStatus(started), `payment.${started.reason}`, messages[started.reason]);
      }
      const summary = await paymentSummary(ctx, order, {
        currency: terms.currency,
        handOffUrl: handOffPath(payments.secret, order.id, returnUrl),
      });
      return reply.code(201).send({ ...summary!, url: started.payment.confirmationUrl });
    },
    { preHandler: auth },
  );
}
