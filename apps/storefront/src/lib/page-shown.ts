/**
 * Whether the app has shown a page's own content yet: the first route's content has committed (not
 * the prerendered shell, the splash or a Suspense fallback). Work that must not compete with the
 * first screen, such as the analytics counters, waits for it (`whenPageShown`).
 */
let shown = false;
/** Whether the waiters have been released (the shown page has been painted). */
let released = false;
const waiting = new Set<() => void>();
let resets = 0;

/** Runs `callback` after the next frame has been painted (a task after the next animation frame). */
function afterNextPaint(callback: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(callback, 0));
  else setTimeout(callback, 0);
}

/**
 * Called when a route's content has committed (`AppRoutes`): the first call releases the waiters
 * once that content has been painted.
 */
export function markPageShown(): void {
  if (shown) return;
  shown = true;
  const generation = resets;
  afterNextPaint(() => {
    if (generation !== resets) return;
    released = true;
    const callbacks = [...waiting];
    waiting.clear();
    for (const callback of callbacks) callback();
  });
}

/**
 * Runs `callback` once a page has been shown and painted (at once if that was earlier); returns a
 * function that cancels it.
 */
export function whenPageShown(callback: () => void): () => void {
  if (released) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  return () => void waiting.delete(callback);
}

/** Forgets that a page was shown (tests render several apps in one module instance). */
export function resetPageShown(): void {
  shown = false;
  released = false;
  resets += 1;
  waiting.clear();
}
