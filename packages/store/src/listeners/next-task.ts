/**
 * Resolves in a new task: code that starts many requests in a row (each the first run of much of
 * the store's code on a cold page) awaits it between them, so the browser can paint and handle
 * input in between instead of one long task blocking both.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
