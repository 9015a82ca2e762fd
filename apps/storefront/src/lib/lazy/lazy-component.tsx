import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads on demand; `preload()` starts loading it ahead of need. */
export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  /** Starts loading the code (once); resolves with the real component. */
  preload: () => Promise<ComponentType<P>>;
  displayName?: string;
}

/** Options of {@link lazyComponent}. */
export interface LazyComponentOptions<P> {
  /**
   * Whether the component is needed with these props (e.g. `(p) => p.open` for a dialog): until it
   * first is, nothing renders and no code loads; after that it stays mounted (closing animations,
   * focus return). Called on every render, so it may use hooks, unconditionally.
   */
  useWhen?: (props: P) => boolean;
  /** Shown while the code loads; nothing by default. */
  fallback?: ReactNode;
}

const always = () => true;

/**
 * Keeps a component out of the first route's bundle (see `pnpm size`): its code loads when it is
 * first rendered, or first needed (`useWhen`), inside a Suspense boundary of its own, so a caller
 * swaps a static import for this and changes nothing else.
 *
 * @example
 * export const Modal = lazyComponent(() => import('./ui-dialogs').then((m) => m.Modal), {
 *   useWhen: (props) => props.open,
 * });
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { useWhen = always, fallback = null }: LazyComponentOptions<P> = {},
): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    // A failed load (offline) is tried again the next time, not cached.
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // Code already loaded (preloaded, or drawn before) is drawn in the render that first needs it:
  // React.lazy suspends once even then, and a commit of the fallback would paint nothing where the
  // component goes, then move what follows when it comes. Chosen once per mount, so the element type
  // never changes under a mounted component.
  const pick = () => (loaded ?? Lazy) as ComponentType<P>;
  function Deferred(props: P) {
    const needed = useWhen(props);
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => (needed ? pick() : null));
    if (needed && Component === null) {
      const next = pick();
      setComponent(() => next);
    }
    if (Component === null) return null;
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  }
  Deferred.preload = preload;
  return Deferred;
}
