import { selectLocationSelectionClosable, selectLocationSelectionOpen } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { LocationDialogContent as Content } from './LocationDialogContent';

/** The dialog's code once loaded: drawn at once then, not through a Suspense fallback for a frame. */
let loaded: typeof Content | null = null;
const loadContent = () =>
  import('./LocationDialogContent').then((m) => {
    loaded = m.LocationDialogContent;
    return m;
  });
const LocationDialogContent = lazy(() => loadContent().then((m) => ({ default: m.LocationDialogContent })));

/**
 * Starts loading the dialog's code. Where the prerendered page shows the first visit's popup frame,
 * the app's first commit waits for it (main.tsx), so its own popup takes the frame's place at once.
 */
export function preloadLocationDialog(): Promise<unknown> {
  return loadContent();
}

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
  // Chosen once per mount: switching from the lazy element to the loaded one would mount it again.
  const [Loaded] = useState(() => loaded);
  if (!open) return null;
  const props = { closable, toolbar: closable ? undefined : toolbar };
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LocationDialogContent {...props} />
    </Suspense>
  );
}
