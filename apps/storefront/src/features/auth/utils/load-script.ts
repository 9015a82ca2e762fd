const loading = new Map<string, Promise<void>>();

/**
 * Adds a provider's script once and resolves when it has loaded; a failed load can be retried.
 *
 * @example
 * await loadScript('https://accounts.google.com/gsi/client');
 */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`Failed to load ${src}`));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
