import type { SmsSender } from './sender';

/** Settings of the SMS.ru adapter (env: SMSRU_API_ID, SMSRU_FROM, SMSRU_BASE_URL). */
export interface SmsRuOptions {
  apiId: string;
  /** An approved sender name; the account default when absent. */
  from?: string;
  /** Default https://sms.ru; tests point it at a stand-in on loopback. */
  baseUrl?: string;
  /** Per-request timeout, ms (default 10 s). */
  timeoutMs?: number;
  /** SMS.ru's test mode: accepted and billed at zero, never delivered. */
  test?: boolean;
  fetch?: typeof fetch;
}

interface SmsRuAnswer {
  status?: string;
  status_code?: number;
  status_text?: string;
  sms?: Record<string, { status?: string; status_code?: number; status_text?: string; sms_id?: string }>;
}

/**
 * The SMS.ru HTTP adapter: `POST /sms/send` (form-urlencoded `api_id`, `to`, `msg`, `json=1`).
 * Success is status OK with code 100 for the recipient; any other answer, a non-2xx status, a
 * timeout or a network error is `{ ok: false }` with SMS.ru's code and text.
 *
 * @example
 * const sender = createSmsRuSender({ apiId: process.env.SMSRU_API_ID! });
 * await sender.send({ phone: '+79990000000', text: 'Код: 123456', whiteLabel: 'demo' });
 */
export function createSmsRuSender(options: SmsRuOptions): SmsSender {
  const endpoint = new URL('/sms/send', options.baseUrl ?? 'https://sms.ru');
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'smsru',
    async send(message) {
      const to = message.phone.replace(/^\+/, '');
      const form = new URLSearchParams({ api_id: options.apiId, to, msg: message.text, json: '1' });
      if (options.from) form.set('from', options.from);
      if (options.test) form.set('test', '1');
      let answer: SmsRuAnswer;
      try {
        const response = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` };
        answer = (await response.json()) as SmsRuAnswer;
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
      }
      if (answer.status !== 'OK') {
        return {
          ok: false,
          reason: `${answer.status_code ?? '?'} ${answer.status_text ?? answer.status ?? 'no status'}`,
        };
      }
      const item = answer.sms?.[to];
      if (item?.status !== 'OK' || item.status_code !== 100) {
        return {
          ok: false,
          reason: `${item?.status_code ?? '?'} ${item?.status_text ?? 'no answer for the recipient'}`,
        };
      }
      return item.sms_id ? { ok: true, id: item.sms_id } : { ok: true };
    },
  };
}
