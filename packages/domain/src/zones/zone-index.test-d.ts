import { expectTypeOf } from 'vitest';
import type { Zone } from './types';
import { createZoneIndex, findZone } from './zone-index';

// Callers keep their own zone type (extra fields such as a colour for the map) through lookups.
interface MapZone extends Zone {
  color: string;
}
declare const zones: MapZone[];
const point = { lat: 55.75, lng: 37.61 };

expectTypeOf(findZone(zones, point)).toEqualTypeOf<MapZone | null>();
expectTypeOf(createZoneIndex(zones).find(point)).toEqualTypeOf<MapZone | null>();
expectTypeOf(createZoneIndex(zones).findAll(point)).toEqualTypeOf<MapZone[]>();

// @ts-expect-error a zone needs a polygon
findZone([{ id: 1, name: 'x', restoId: 1, thresholds: [] }], point);
