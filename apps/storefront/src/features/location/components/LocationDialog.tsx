import { selectLocationSelectionClosable, selectLocationSelectionOpen } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';
import { lazy, Suspense, type ReactNode } from 'react';

const LocationDialogContent = lazy(() =>
  import('./LocationDialogContent').then((m) => ({ default: m.LocationDialogContent })),
);

/** Props of {@link LocationDialog}. */
export interface LocationDialogProps {
  /** Shown in the dialog's toolbar while it cannot be closed (the language menu, spec §2). */
  toolbar?: ReactNode;
}

/**
 * The location selection (spec §2): opened from the app bar, and by the boot, not closable,
 * while no city, resto or delivery type is chosen. Its code loads only when it opens.
 */
export function LocationDialog({ toolbar }: LocationDialogProps) {
  const open = useAppSelector(selectLocationSelectionOpen);
  const closable = useAppSelector(selectLocationSelectionClosable);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LocationDialogContent closable={closable} toolbar={closable ? undefined : toolbar} />
    </Suspense>
  );
}
