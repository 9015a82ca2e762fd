// Builds the payment gateways of the API from its options: the test gateway (unless turned off),
// YooKassa when credentials are given, and any extra gateway a test passes in.
import { createHmac } from 'node:crypto';
import type { Db } from '../db/database';
import type { PaymentGateway } from './gateway';
import type { PaymentsEnv } from './env';
import { handOffPath } from './payment-service';
import { createTestGateway, type TestGateway } from './test-gateway';
import { createYooKassaGateway, type YooKassaOptions } from './yookassa';

/** Payment settings of the app (`AppOptions.payments`). */
export interface PaymentsOptions {
  /** HMAC key of test-gateway webhooks and hand-off links; default: derived from the JWT secret. */
  secret?: string;
  /** Serve the built-in test gateway; default true. */
  testGateway?: boolean;
  /** YooKassa's settings, when the shop has credentials. */
  yookassa?: YooKassaOptions | null;
  /** More gateways by name (a test's stand-ins); they replace built-in ones of the same name. */
  gateways?: PaymentGateway[];
}

/** The payments of a running app. */
export interface Payments {
  secret: string;
  gateways: ReadonlyMap<string, PaymentGateway>;
  /** The built-in test gateway, when served. */
  test: TestGateway | null;
  /** Connects the test gateway's webhooks to the API (done by the payment routes). */
  connect(deliver: (body: string, headers: Record<string, string>) => Promise<number>): void;
  /** The order's CARD_ONLINE hand-off link (the order service stores it as `payment.url`). */
  paymentUrl(order: { id: string; returnUrl?: string | undefined }): string;
}

/** Payment options from the environment. */
export function paymentsOptionsFromEnv(env: PaymentsEnv): PaymentsOptions {
  return {
    ...(env.secret ? { secret: env.secret } : {}),
    testGateway: env.testGateway,
    yookassa: env.yookassa
      ? {
          shopId: env.yookassa.shopId,
          secretKey: env.yookassa.secretKey,
          ...(env.yookassa.apiUrl ? { apiUrl: env.yookassa.apiUrl } : {}),
          ...(env.yookassa.webhookNetworks ? { webhookNetworks: env.yookassa.webhookNetworks } : {}),
        }
      : null,
  };
}

/**
 * Creates the app's payment gateways.
 *
 * @example
 * const payments = createPayments({ yookassa: { shopId, secretKey } }, { db, clock: Date.now, jwtSecret });
 * payments.gateways.get('yookassa');
 */
export function createPayments(
  options: PaymentsOptions,
  context: { db: Db; clock: () => number; jwtSecret: Uint8Array },
): Payments {
  // Derived, so hand-off links stay valid across restarts without one more secret in development.
  const secret = options.secret ?? createHmac('sha256', context.jwtSecret).update('tarelka payments').digest('hex');
  let deliver: ((body: string, headers: Record<string, string>) => Promise<number>) | undefined;
  const gateways = new Map<string, PaymentGateway>();
  let test: TestGateway | null = null;
  if (options.testGateway ?? true) {
    test = createTestGateway({
      db: context.db,
      secret,
      clock: context.clock,
      deliver: (body, headers) => (deliver ? deliver(body, headers) : Promise.resolve(0)),
    });
    gateways.set(test.name, test);
  }
  if (options.yookassa) gateways.set('yookassa', createYooKassaGateway(options.yookassa));
  for (const gateway of options.gateways ?? []) gateways.set(gateway.name, gateway);
  return {
    secret,
    gateways,
    test,
    connect: (fn) => {
      deliver = fn;
    },
    paymentUrl: (order) => handOffPath(secret, order.id, order.returnUrl),
  };
}
