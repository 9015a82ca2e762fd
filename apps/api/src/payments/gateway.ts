// The one interface every payment gateway implements, chosen per resto by its `payEngine`.
// Gateways speak their own protocol and answer in these plain shapes; what a status means for an
// order (and storing it) is the payment service's job, once for every gateway.

/** The status of one payment attempt. PENDING moves once, to one of the three others. */
export type PaymentStatus = 'PENDING' | 'PAID' | 'FAILED' | 'CANCELED';

/** What the API asks a gateway to charge. */
export interface CreatePaymentInput {
  /** Minor units (kopecks): the server's order total, never a client's number. */
  amount: number;
  /** ISO 4217, e.g. 'RUB'. */
  currency: string;
  /** Shown to the customer on the gateway's page. */
  description: string;
  /** Where the gateway sends the customer back (the storefront's order result). */
  returnUrl: string;
  /** Repeating a creation with the same key returns the same payment (never a second charge). */
  idempotencyKey: string;
  /** Echoed back in webhooks: our ids. */
  metadata: { orderId: string; paymentId: string; whiteLabel: string };
}

/** A payment as the gateway sees it. */
export interface GatewayPayment {
  /** The gateway's id of the payment. */
  id: string;
  status: PaymentStatus;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The page the customer confirms the payment on (absolute, or relative to the API). */
  confirmationUrl: string | null;
  /** Why the payment failed or was canceled, in the gateway's words. */
  failureReason: string | null;
  /** Two-stage payments: the money is held and waits for `capture`. */
  waitingForCapture: boolean;
  /** Our ids, as sent at creation. */
  metadata: Record<string, string>;
}

/** An HTTP request as a webhook verifier needs it. */
export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: signatures cover these bytes. */
  rawBody: string;
  /** The peer address (after the proxy rules of the server). */
  ip: string;
}

/** The outcome of verifying a webhook: an event to apply, or a refusal (never applied). */
export type WebhookVerdict =
  | {
      ok: true;
      /** Identity of the event at the gateway: a repeated delivery has the same key. */
      eventKey: string;
      /** The gateway's event name, e.g. 'payment.succeeded'. */
      type: string;
      /** The payment, as trusted: from the signed body, or re-read from the gateway. */
      payment: GatewayPayment;
      payload: unknown;
    }
  /** Authentic, but not about a payment (e.g. a refund): acknowledged, nothing applied. */
  | { ok: 'ignored'; reason: string }
  | { ok: false; status: 400 | 401 | 403; reason: string };

/**
 * A payment gateway: creates a payment for an order, reads its status, verifies its webhooks,
 * and (two-stage gateways) captures or cancels held money.
 *
 * @example
 * const payment = await gateway.createPayment({ amount: 150000, currency: 'RUB', description: 'Заказ №1001',
 *   returnUrl: 'https://alpha.example/orders/…', idempotencyKey: paymentId, metadata });
 * // redirect the customer to payment.confirmationUrl
 */
export interface PaymentGateway {
  /** The `payEngine` value that selects it. */
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<GatewayPayment>;
  getPayment(gatewayPaymentId: string): Promise<GatewayPayment>;
  /** Takes held money (two-stage); `idempotencyKey` makes a repeat harmless. */
  capture?(
    gatewayPaymentId: string,
    amount: { amount: number; currency: string },
    idempotencyKey: string,
  ): Promise<GatewayPayment>;
  /** Releases held money. */
  cancel?(gatewayPaymentId: string, idempotencyKey: string): Promise<GatewayPayment>;
  /** Checks a webhook came from the gateway and says what it reports; `now` is epoch ms. */
  verifyWebhook(request: WebhookRequest, now: number): Promise<WebhookVerdict>;
}

/** The gateway could not be reached or refused the call: the attempt is not created or not known. */
export class PaymentGatewayError extends Error {
  override readonly name = 'PaymentGatewayError';
  constructor(
    message: string,
    /** The HTTP status of the gateway's last answer; 0 when there was none. */
    readonly status: number,
    /** The gateway's error code, when it gave one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Formats minor units as the decimal string gateways use: 150050 → '1500.50'. */
export function toDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses a gateway's decimal string to minor units: '1500.5' → 150050; NaN when malformed. */
export function fromDecimal(value: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return Number.NaN;
  const minor = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -minor : minor;
}
