import { createAction } from '@reduxjs/toolkit';
import type { LocationSelection } from '@tarelka/domain';

/**
 * The location dialog opened on the stored selection; `closable` is false while nothing is chosen
 * (the boot's first-visit popup, spec §2). An action of its own: the boot and the app bar open the
 * dialog on every page, while the dialog's state (`./location-selection`) loads with the dialog.
 */
export const locationSelectionOpened = createAction<{
  stored: LocationSelection;
  cityIds: number[];
  closable: boolean;
}>('locationSelection/locationSelectionOpened');
