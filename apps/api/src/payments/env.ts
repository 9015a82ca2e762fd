// Payment settings of the environment. Gateway credentials come from here only: never from tenant
// JSON, never from the database.

/** Payment settings read at boot (see apps/api/README.md, "Online card payment"). */
export interface PaymentsEnv {
  /** PAYMENT_WEBHOOK_SECRET: HMAC key of the test gateway's webhooks and of hand-off links. */
  secret: string | undefined;
  /** PAYMENTS_TEST_GATEWAY: serve the built-in test gateway (default on, off in production). */
  testGateway: boolean;
  /** YooKassa, when YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY are set. */
  yookassa: {
    shopId: string;
    secretKey: string;
    apiUrl: string | undefined;
    webhookNetworks: string[] | undefined;
  } | null;
}

const CIDR = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]+)(?:\/\d{1,3})?$/i;

/**
 * Reads the payment variables, pushing every problem onto `problems`.
 *
 * @example
 * const problems: string[] = [];
 * const payments = readPaymentsEnv(process.env, { production: false, problems });
 */
export function readPaymentsEnv(
  source: NodeJS.ProcessEnv,
  options: { production: boolean; problems: string[] },
): PaymentsEnv {
  const { problems, production } = options;
  const get = (name: string) => source[name]?.trim() || undefined;

  const secret = get('PAYMENT_WEBHOOK_SECRET');
  if (secret && secret.length < 32) problems.push('PAYMENT_WEBHOOK_SECRET: must be at least 32 characters');
  if (production && !secret) problems.push('PAYMENT_WEBHOOK_SECRET: required when NODE_ENV=production');

  const testFlag = get('PAYMENTS_TEST_GATEWAY');
  if (testFlag && !['on', 'off'].includes(testFlag))
    problems.push(`PAYMENTS_TEST_GATEWAY: '${testFlag}' is not on or off`);
  // The test gateway takes any card number and marks orders paid: a production server serving it
  // would give food away, so it refuses to start rather than quietly serve the test card pages.
  if (production && testFlag === 'on') {
    problems.push(
      'PAYMENTS_TEST_GATEWAY: the test gateway marks orders paid without money and is refused when NODE_ENV=production (unset it or set off)',
    );
  }
  const testGateway = testFlag ? testFlag === 'on' : !production;

  const shopId = get('YOOKASSA_SHOP_ID');
  const secretKey = get('YOOKASSA_SECRET_KEY');
  if (!!shopId !== !!secretKey) problems.push('YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY: set both or neither');
  const apiUrl = get('YOOKASSA_API_URL');
  if (apiUrl) {
    let protocol = '';
    try {
      protocol = new URL(apiUrl).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'https:' && !(protocol === 'http:' && !production)) {
      problems.push(
        `YOOKASSA_API_URL: '${apiUrl}' is not an https URL${production ? '' : ' (http is allowed outside production)'}`,
      );
    }
  }
  const networks = get('YOOKASSA_WEBHOOK_NETWORKS')
    ?.split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  for (const network of networks ?? []) {
    if (!CIDR.test(network)) problems.push(`YOOKASSA_WEBHOOK_NETWORKS: '${network}' is not an address or CIDR`);
  }

  return {
    secret,
    testGateway,
    yookassa: shopId && secretKey ? { shopId, secretKey, apiUrl, webhookNetworks: networks } : null,
  };
}
