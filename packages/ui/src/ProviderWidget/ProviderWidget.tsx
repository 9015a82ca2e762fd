import { useState, type ReactNode, type Ref } from 'react';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Fallback, Frame, Slot } from './ProviderWidget.styles';

/** A provider widget's states (spec §4 "VK widget states"). */
export type ProviderWidgetState = 'loading' | 'loaded' | 'not_loaded';

/** Props of {@link ProviderWidget}. */
export interface ProviderWidgetProps {
  /** `loading`: a placeholder; `loaded`: the provider's widget; `not_loaded`: `children` instead. */
  state: ProviderWidgetState;
  /** The element the provider's SDK draws its widget (a frame) into. */
  containerRef: Ref<HTMLDivElement>;
  /** Said while the widget loads, e.g. 'Загружаем вход через VK ID'. */
  loadingLabel: string;
  /** Our own button, offered when the widget did not load. */
  children: ReactNode;
  /**
   * Offer our button while the widget loads, instead of a placeholder: for a widget that loads
   * only once the customer interacts with the page (a facade). The widget takes the button's place
   * once loaded, but never from under the keyboard: while the button holds focus it stays.
   */
  fallbackWhileLoading?: boolean;
}

/**
 * A sign-in provider's own widget (VK ID's OneTap) in the place of our button: a button-sized
 * placeholder while it loads (or, with `fallbackWhileLoading`, our button), the widget once
 * loaded, and our button (`children`) when it could not load — nothing moves between them.
 *
 * @example
 * <ProviderWidget state={state} containerRef={containerRef} loadingLabel="Загружаем вход через VK ID">
 *   <Button onClick={signIn}>Войти через VK ID</Button>
 * </ProviderWidget>
 */
export function ProviderWidget({
  state,
  containerRef,
  loadingLabel,
  children,
  fallbackWhileLoading = false,
}: ProviderWidgetProps) {
  // Our button has the keyboard's focus: the loaded widget waits until it leaves.
  const [focused, setFocused] = useState(false);
  const fallback =
    state === 'not_loaded' || (fallbackWhileLoading && (state === 'loading' || (state === 'loaded' && focused)));
  // What the frame shows as: a loaded widget that still waits behind our button is laid out, unseen.
  const frame = state === 'loaded' && fallback ? 'loading' : state;
  return (
    <Slot data-state={state} aria-busy={state === 'loading' && !fallback}>
      {state === 'loading' && !fallback && (
        <>
          <Skeleton height="48px" />
          <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
        </>
      )}
      {fallback && (
        <Fallback onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}>
          {children}
        </Fallback>
      )}
      <Frame ref={containerRef} $state={frame} aria-hidden={frame === 'loaded' ? undefined : true} />
    </Slot>
  );
}
