/** One SMS to send: E.164 phone, text, and the tenant it is sent for. */
export interface SmsMessage {
  phone: string;
  text: string;
  whiteLabel: string;
}

/** What a provider answered: accepted (with its message id), or refused with its reason. */
export type SmsResult = { ok: true; id?: string } | { ok: false; reason: string };

/** A way of sending SMS. Expected failures come back as `{ ok: false }`; only bugs throw. */
export interface SmsSender {
  /** Shown in logs: 'outbox', 'smsru'. */
  readonly name: string;
  send(message: SmsMessage): Promise<SmsResult>;
}

/** A message kept by the outbox sender. */
export interface OutboxMessage extends SmsMessage {
  /** Epoch ms. */
  sentAt: number;
}

/** The development sender: keeps messages in memory (and logs them) instead of sending. */
export interface OutboxSender extends SmsSender {
  readonly name: 'outbox';
  /** Messages to a phone (E.164), newest first. */
  messagesTo(phone: string): OutboxMessage[];
}

/** A phone number for a log line: every digit but the last four hidden ('+*******0501'). */
export const maskPhone = (phone: string) => phone.replace(/\d(?=\d{4})/g, '*');

/**
 * The outbox sender: nothing leaves the machine. Each message is logged (codes included, which is
 * why production refuses it) and kept, the newest 100 per phone, for `GET /dev/sms-outbox`.
 *
 * @example
 * const outbox = createOutboxSender({ log: (line) => console.log(line), clock: Date.now });
 * await outbox.send({ phone: '+79990000000', text: 'Код: 123456', whiteLabel: 'demo' });
 * outbox.messagesTo('+79990000000')[0]?.text; // 'Код: 123456'
 */
export function createOutboxSender(
  options: { log?: (line: string, message: OutboxMessage) => void; clock?: () => number } = {},
): OutboxSender {
  const byPhone = new Map<string, OutboxMessage[]>();
  const clock = options.clock ?? Date.now;
  return {
    name: 'outbox',
    async send(message) {
      const kept: OutboxMessage = { ...message, sentAt: clock() };
      const list = byPhone.get(message.phone) ?? [];
      list.unshift(kept);
      list.length = Math.min(list.length, 100);
      byPhone.set(message.phone, list);
      // The log keeps no phone number (issue 32): its last four digits tell a developer's test numbers apart.
      options.log?.(`SMS to ${maskPhone(message.phone)} (${message.whiteLabel}): ${message.text}`, kept);
      return { ok: true };
    },
    messagesTo: (phone) => [...(byPhone.get(phone) ?? [])],
  };
}
