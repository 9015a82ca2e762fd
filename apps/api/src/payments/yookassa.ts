// YooKassa's payments API v3 (payEngine 'yookassa'): Basic auth shopId:secretKey, JSON, an
// Idempotence-Key on every POST. Payments are two-stage (capture: false): the API captures only
// after it has re-read the held payment and checked its amount against the order total.
// YooKassa signs nothing, so a webhook is trusted only when it comes from YooKassa's networks AND
// the payment it names, re-read from the API, says the same thing; the body itself is never applied.
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import {
  fromDecimal,
  PaymentGatewayError,
  toDecimal,
  type CreatePaymentInput,
  type GatewayPayment,
  type PaymentGateway,
  type PaymentStatus,
  type WebhookRequest,
  type WebhookVerdict,
} from './gateway';

/** YooKassa's production API. */
export const YOOKASSA_API_URL = 'https://api.yookassa.ru/v3';

/** The networks YooKassa sends webhooks from (yookassa.ru/developers/using-api/webhooks). */
export const YOOKASSA_WEBHOOK_NETWORKS: readonly string[] = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.154.128/25',
  '77.75.156.11/32',
  '77.75.156.35/32',
  '2a02:5180:0:1509::/64',
  '2a02:5180:0:2655::/64',
  '2a02:5180:0:1533::/64',
  '2a02:5180:0:2669::/64',
];

/** Cancellations that are nobody's failure: the customer or the merchant gave up, or time ran out. */
const CANCELED_REASONS = new Set(['canceled_by_merchant', 'expired_on_confirmation', 'expired_on_capture']);

/** Options of {@link createYooKassaGateway}. Credentials come from the environment only. */
export interface YooKassaOptions {
  shopId: string;
  secretKey: string;
  /** Default {@link YOOKASSA_API_URL}; tests point it at a loopback stand-in. */
  apiUrl?: string;
  /** Webhook source networks (CIDR or address); default {@link YOOKASSA_WEBHOOK_NETWORKS}. */
  webhookNetworks?: readonly string[];
  fetch?: typeof fetch;
  /** Attempts of one call when YooKassa answers 202/500 or cannot be reached; default 3. */
  maxAttempts?: number;
  /** Per-attempt timeout, ms; default 10 000. */
  timeoutMs?: number;
  /** Waits between attempts (tests make it instant). */
  sleep?: (ms: number) => Promise<void>;
}

/** A YooKassa payment object, as far as the API reads it. */
interface YooKassaPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
  confirmation?: { type: string; confirmation_url?: string };
  cancellation_details?: { party: string; reason: string };
  metadata?: Record<string, string>;
}

function toGatewayPayment(payment: YooKassaPayment): GatewayPayment {
  const reason = payment.cancellation_details?.reason ?? null;
  const status: PaymentStatus =
    payment.status === 'succeeded'
      ? 'PAID'
      : payment.status === 'canceled'
        ? reason && CANCELED_REASONS.has(reason)
          ? 'CANCELED'
          : 'FAILED'
        : 'PENDING';
  return {
    id: payment.id,
    status,
    amount: fromDecimal(payment.amount.value),
    currency: payment.amount.currency,
    confirmationUrl: payment.confirmation?.confirmation_url ?? null,
    failureReason: reason,
    waitingForCapture: payment.status === 'waiting_for_capture',
    metadata: payment.metadata ?? {},
  };
}

/** A BlockList of CIDRs and single addresses, IPv4 and IPv6. */
function networkList(networks: readonly string[]): BlockList {
  const list = new BlockList();
  for (const network of networks) {
    const [address = '', bits] = network.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** True when `ip` (IPv4, IPv6 or IPv4-mapped IPv6) is in `list`. */
function allowed(list: BlockList, ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address)) return list.check(address, 'ipv4');
  if (isIPv6(address)) return list.check(address, 'ipv6');
  return false;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The YooKassa adapter of {@link PaymentGateway}.
 *
 * @example
 * const yookassa = createYooKassaGateway({ shopId: env.YOOKASSA_SHOP_ID, secretKey: env.YOOKASSA_SECRET_KEY });
 * const payment = await yookassa.createPayment(input); // redirect to payment.confirmationUrl
 */
export function createYooKassaGateway(options: YooKassaOptions): PaymentGateway {
  const base = (options.apiUrl ?? YOOKASSA_API_URL).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? delay;
  const maxAttempts = options.maxAttempts ?? 3;
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;
  const sources = networkList(options.webhookNetworks ?? YOOKASSA_WEBHOOK_NETWORKS);

  /**
   * One call. 202 (still processing), 500 and no answer are repeated with the same
   * Idempotence-Key, so YooKassa returns the first result instead of acting twice.
   */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotenceKey?: string,
  ): Promise<YooKassaPayment> {
    let last: PaymentGatewayError = new PaymentGatewayError('YooKassa was not called', 0);
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      let response: Response;
      try {
        response = await doFetch(`${base}${path}`, {
          method,
          headers: {
            authorization,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(idempotenceKey ? { 'idempotence-key': idempotenceKey } : {}),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        last = new PaymentGatewayError(`YooKassa is unreachable: ${(error as Error).message}`, 0);
        if (attempt < maxAttempts) await sleep(500 * attempt);
        continue;
      }
      const answer = (await response.json().catch(() => ({}))) as {
        code?: string;
        description?: string;
        retry_after?: number;
      };
      if (response.status === 200) return answer as unknown as YooKassaPayment;
      last = new PaymentGatewayError(
        answer.description ?? `YooKassa answered ${response.status}`,
        response.status,
        answer.code,
      );
      if (response.status !== 202 && response.status < 500) throw last;
      // retry_after is in milliseconds; never wait long inside a customer's request.
      if (attempt < maxAttempts) await sleep(Math.min(Number(answer.retry_after) || 500 * attempt, 5000));
    }
    throw last;
  }

  const encode = encodeURIComponent;

  return {
    name: 'yookassa',

    async createPayment(input: CreatePaymentInput) {
      const payment = await call(
        'POST',
        '/payments',
        {
          amount: { value: toDecimal(input.amount), currency: input.currency },
          capture: false,
          confirmation: { type: 'redirect', return_url: input.returnUrl },
          // YooKassa caps the description at 128 characters.
          description: input.description.slice(0, 128),
          metadata: input.metadata,
        },
        input.idempotencyKey,
      );
      return toGatewayPayment(payment);
    },

    async getPayment(id) {
      return toGatewayPayment(await call('GET', `/payments/${encode(id)}`));
    },

    async capture(id, amount, idempotencyKey) {
      const payment = await call(
        'POST',
        `/payments/${encode(id)}/capture`,
        { amount: { value: toDecimal(amount.amount), currency: amount.currency } },
        idempotencyKey,
      );
      return toGatewayPayment(payment);
    },

    async cancel(id, idempotencyKey) {
      return toGatewayPayment(await call('POST', `/payments/${encode(id)}/cancel`, {}, idempotencyKey));
    },

    async verifyWebhook(request: WebhookRequest): Promise<WebhookVerdict> {
      if (!allowed(sources, request.ip))
        return { ok: false, status: 403, reason: `source ${request.ip} is not a YooKassa network` };
      let event: { type?: unknown; event?: unknown; object?: { id?: unknown } };
      try {
        event = JSON.parse(request.rawBody) as typeof event;
      } catch {
        return { ok: false, status: 400, reason: 'body is not JSON' };
      }
      if (event.type !== 'notification' || typeof event.event !== 'string' || typeof event.object?.id !== 'string') {
        return { ok: false, status: 400, reason: 'not a YooKassa notification' };
      }
      if (!event.event.startsWith('payment.')) return { ok: 'ignored', reason: `${event.event} is not handled` };
      // The body is only a hint: what YooKassa's API says about the payment is what counts.
      const payment = await this.getPayment(event.object.id);
      return { ok: true, eventKey: `${event.event}:${event.object.id}`, type: event.event, payment, payload: event };
    },
  };
}
