import type { ReactNode } from 'react';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { BarSlot, Logo, Message, SplashRoot } from './Splash.styles';

/** Props of {@link Splash}. */
export interface SplashProps {
  /** Brand mark or name. */
  logo: ReactNode;
  /** Loading progress 0–1; null for indeterminate. */
  progress?: number | null;
  /** Accessible name of the progress bar, in the customer's language. */
  label: string;
  /** Optional line under the bar (e.g. what is loading). */
  message?: string;
  /** Slot above everything (e.g. the language menu of the startup toolbar). */
  toolbar?: ReactNode;
  /** `data-testid` of the root. */
  testId?: string;
  /** Sits under dialogs, so the first location popup opens over the splash (spec §2). */
  $belowDialogs?: boolean;
}

/**
 * The startup screen with a progress bar, shown until the chosen restaurant's menu is loaded. It
 * covers the page; with `$belowDialogs` a dialog (the location popup) opens over it.
 *
 * @example
 * <Splash logo={<img src={logo} alt="Тарелка" width={160} height={48} />} progress={loaded / total} />
 */
export function Splash({ logo, progress = null, label, message, toolbar, testId, $belowDialogs = false }: SplashProps) {
  return (
    <SplashRoot aria-busy="true" data-testid={testId} $belowDialogs={$belowDialogs}>
      {toolbar && <div style={{ position: 'absolute', top: 8, right: 8 }}>{toolbar}</div>}
      <Logo>{logo}</Logo>
      <BarSlot>
        <ProgressBar label={label} value={progress} />
      </BarSlot>
      {message && <Message>{message}</Message>}
    </SplashRoot>
  );
}
