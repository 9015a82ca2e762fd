import { isPointInPolygon } from '@tarelka/domain';
import type { LatLng, MapZone } from '../provider';

/**
 * The first zone whose polygon contains `point`, or `null` (spec §4), by the domain's
 * point-in-polygon rule (ring closed implicitly, boundary inclusive). Unlike the domain's `findZone`
 * it takes map zones, which carry no thresholds; a city has a handful, so no index is needed.
 *
 * @example
 * findZoneAt({ lat: 55.75, lng: 37.62 }, zones)?.id;
 */
export function findZoneAt<Z extends Pick<MapZone, 'polygon'>>(point: LatLng, zones: readonly Z[]): Z | null {
  return zones.find((zone) => isPointInPolygon(point, zone.polygon)) ?? null;
}
