/** A moment in time: epoch milliseconds or a `Date`. The domain never reads the clock itself. */
export type Instant = number | Date;

/** Epoch milliseconds of an {@link Instant}. */
export function toEpochMs(instant: Instant): number {
  return typeof instant === 'number' ? instant : instant.getTime();
}
