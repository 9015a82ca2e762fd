/** What the captcha check concluded. */
export type CaptchaResult = { ok: true; score?: number } | { ok: false; reason: string };

/** Server-side check of a captcha token. */
export interface CaptchaVerifier {
  verify(token: string, context: { remoteIp?: string }): Promise<CaptchaResult>;
}

/** Settings of reCAPTCHA (env: RECAPTCHA_SECRET, RECAPTCHA_MIN_SCORE, RECAPTCHA_HOSTNAMES…). */
export interface RecaptchaOptions {
  secret: string;
  /** v3 scores below this fail (Google's suggested start: 0.5). v2 answers carry no score. */
  minScore?: number;
  /** Accepted `hostname`s of the answer; empty accepts any. */
  hostnames?: string[];
  /** Expected v3 `action`, when set. */
  action?: string;
  /** Default https://www.google.com; tests point it at a stand-in on loopback. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

/**
 * reCAPTCHA (v2 or v3) verified with `POST /recaptcha/api/siteverify` (form `secret`, `response`,
 * `remoteip`). Fails closed: a provider that cannot be reached fails the check.
 *
 * @example
 * const captcha = createRecaptchaVerifier({ secret: process.env.RECAPTCHA_SECRET! });
 * const result = await captcha.verify(token, { remoteIp: '203.0.113.7' });
 */
export function createRecaptchaVerifier(options: RecaptchaOptions): CaptchaVerifier {
  const endpoint = new URL('/recaptcha/api/siteverify', options.baseUrl ?? 'https://www.google.com');
  const doFetch = options.fetch ?? fetch;
  const minScore = options.minScore ?? 0.5;
  return {
    async verify(token, context) {
      if (!token) return { ok: false, reason: 'missing-input-response' };
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (context.remoteIp) form.set('remoteip', context.remoteIp);
      let answer: SiteverifyAnswer;
      try {
        const response = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) return { ok: false, reason: `siteverify HTTP ${response.status}` };
        answer = (await response.json()) as SiteverifyAnswer;
      } catch (error) {
        return {
          ok: false,
          reason: `siteverify unreachable: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
      if (answer.success !== true)
        return { ok: false, reason: (answer['error-codes'] ?? ['not-successful']).join(',') };
      if (typeof answer.score === 'number' && answer.score < minScore)
        return { ok: false, reason: `score ${answer.score}` };
      if (options.action && answer.action !== undefined && answer.action !== options.action) {
        return { ok: false, reason: `action ${answer.action}` };
      }
      if (options.hostnames?.length && !options.hostnames.includes(answer.hostname ?? '')) {
        return { ok: false, reason: `hostname ${answer.hostname}` };
      }
      return typeof answer.score === 'number' ? { ok: true, score: answer.score } : { ok: true };
    },
  };
}
