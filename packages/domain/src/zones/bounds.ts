// Bounding boxes of rings, for the map's viewport; the zone lookup of every page (zone-index.ts)
// does not need them.
import type { Bounds, LatLng } from './types';

/**
 * The bounding box of a ring, or `null` for an empty one.
 *
 * @example
 * polygonBounds([{ lat: 1, lng: 2 }, { lat: 3, lng: 4 }]); // { south: 1, west: 2, north: 3, east: 4 }
 */
export function polygonBounds(polygon: readonly LatLng[]): Bounds | null {
  if (polygon.length === 0) return null;
  let south = Infinity;
  let north = -Infinity;
  let west = Infinity;
  let east = -Infinity;
  for (const p of polygon) {
    if (p.lat < south) south = p.lat;
    if (p.lat > north) north = p.lat;
    if (p.lng < west) west = p.lng;
    if (p.lng > east) east = p.lng;
  }
  return { east, north, south, west };
}

/**
 * Whether a point lies inside a bounding box (edges included).
 *
 * @example
 * isPointInBounds({ lat: 55.75, lng: 37.62 }, { south: 55.5, west: 37.3, north: 56, east: 38 }); // true
 */
export function isPointInBounds(point: LatLng, bounds: Bounds): boolean {
  return point.lat >= bounds.south && point.lat <= bounds.north && point.lng >= bounds.west && point.lng <= bounds.east;
}
