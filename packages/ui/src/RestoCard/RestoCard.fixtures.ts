import type { RestoCardLabels } from './RestoCard';

/** Russian texts of the card. */
export const restoCardLabels: RestoCardLabels = { averageCheck: 'Средний чек' };
