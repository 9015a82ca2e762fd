/** Bounds and pace of a load run. */
export interface LoadOptions<T> {
  /** Clients sending at once. */
  concurrency: number;
  /** Hard cap on requests sent. */
  maxRequests: number;
  /** Hard cap on time: no request starts after this. */
  durationMs: number;
  /**
   * Open-loop pace over all clients (requests per second): request i is due at start + i / rate,
   * so a slow answer does not slow the schedule down (no coordinated omission) unless every
   * client is busy. Unset: each client sends as soon as its previous answer arrives.
   */
  ratePerSecond?: number;
  /** Checked before each request: true stops the run early (e.g. once the server is killed). */
  shouldStop?: () => boolean;
  /** Sends request `index` and reports its outcome; it must not throw. */
  send: (index: number) => Promise<T>;
}

/** What a run did. */
export interface LoadResult<T> {
  outcomes: T[];
  elapsedMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A closed- or open-loop load generator bounded by count and by time; it stops by itself.
 *
 * @example
 * const { outcomes } = await runLoad({ concurrency: 4, maxRequests: 400, durationMs: 20_000, send });
 */
export async function runLoad<T>(options: LoadOptions<T>): Promise<LoadResult<T>> {
  const started = performance.now();
  const deadline = started + options.durationMs;
  const outcomes: T[] = [];
  let next = 0;

  const client = async () => {
    for (;;) {
      if (options.shouldStop?.()) return;
      const index = next++;
      if (index >= options.maxRequests) return;
      if (options.ratePerSecond) {
        const due = started + (index * 1000) / options.ratePerSecond;
        if (due >= deadline) return;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        if (options.shouldStop?.()) return;
      }
      if (performance.now() >= deadline) return;
      outcomes.push(await options.send(index));
    }
  };

  await Promise.all(Array.from({ length: options.concurrency }, client));
  return { outcomes, elapsedMs: performance.now() - started };
}
