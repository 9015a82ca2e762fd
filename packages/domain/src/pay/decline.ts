/** Gateway failure reasons that mean the bank said no (not a cancel or a technical failure). */
const BANK_DECLINES: ReadonlySet<string> = new Set([
  'card-declined',
  '3ds-failed',
  'insufficient_funds',
  'card_expired',
  '3d_secure_failed',
  'call_issuer',
  'fraud_suspected',
  'payment_method_restricted',
  'general_decline',
]);

/**
 * Whether an online payment failed because the bank declined it, so the customer is told to try
 * again or use another card.
 *
 * @example
 * isBankDecline('insufficient_funds'); // true
 * isBankDecline('canceled-by-customer'); // false
 */
export function isBankDecline(failureReason: string | null | undefined): boolean {
  return failureReason != null && BANK_DECLINES.has(failureReason);
}
