import type { ReactNode, Ref } from 'react';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Frame, Slot } from './ProviderWidget.styles';

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
}

/**
 * A sign-in provider's own widget (VK ID's OneTap) in the place of our button: a button-sized
 * placeholder while it loads, the widget once loaded, and our button (`children`) when it could
 * not load — nothing moves between the three.
 *
 * @example
 * <ProviderWidget state={state} containerRef={containerRef} loadingLabel="Загружаем вход через VK ID">
 *   <Button onClick={signIn}>Войти через VK ID</Button>
 * </ProviderWidget>
 */
export function ProviderWidget({ state, containerRef, loadingLabel, children }: ProviderWidgetProps) {
  return (
    <Slot data-state={state} aria-busy={state === 'loading'}>
      {state === 'loading' && (
        <>
          <Skeleton height="48px" />
          <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
        </>
      )}
      {state === 'not_loaded' && children}
      <Frame ref={containerRef} $state={state} aria-hidden={state === 'loaded' ? undefined : true} />
    </Slot>
  );
}
