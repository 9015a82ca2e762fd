/** Measure units of a position (spec §3). */
export type MeasureUnit = 'g' | 'pc' | 'ml' | 'cm';

/** Russian short names of the measure units. */
export const UNIT_LABELS_RU: Record<MeasureUnit, string> = { g: 'г', pc: 'шт', ml: 'мл', cm: 'см' };
