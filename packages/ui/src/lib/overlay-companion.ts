/**
 * Marks an element that stays usable beside a modal overlay (the cookie banner on a first visit,
 * under the location popup): the focus trap takes its controls into the Tab cycle.
 */
export const OVERLAY_COMPANION = 'data-overlay-companion';
