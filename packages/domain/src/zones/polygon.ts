import type { LatLng } from './types';

/**
 * Whether `point` lies inside the polygon ring `polygon` (spec §5: lat/lng tested against the
 * vertices, the ring closed). The ring is closed implicitly: a last vertex equal to the first is
 * allowed and changes nothing. Coordinates are treated as planar (lng = x, lat = y), which is what
 * the delivery-area check needs at city scale.
 *
 * **On the boundary:** a point exactly on an edge or a vertex (as computed in floating point)
 * counts as inside, the same answer as `@turf/boolean-point-in-polygon` by default. A customer
 * standing on the line between two zones therefore gets the first zone that lists it.
 *
 * A ring of fewer than three distinct points has no inside: only its points and segments match.
 *
 * @example
 * const square = [
 *   { lat: 0, lng: 0 },
 *   { lat: 0, lng: 1 },
 *   { lat: 1, lng: 1 },
 *   { lat: 1, lng: 0 },
 * ];
 * isPointInPolygon({ lat: 0.5, lng: 0.5 }, square); // true
 * isPointInPolygon({ lat: 0, lng: 0.5 }, square); // true (on an edge)
 * isPointInPolygon({ lat: 2, lng: 0.5 }, square); // false
 */
export function isPointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  const n = polygon.length;
  if (n === 0) return false;
  const x = point.lng;
  const y = point.lat;
  let inside = false;
  let a = polygon[n - 1] as LatLng;
  for (let i = 0; i < n; i++) {
    const b = polygon[i] as LatLng;
    const hit = crossEdge(x, y, a.lng, a.lat, b.lng, b.lat);
    if (hit === ON_EDGE) return true;
    if (hit === CROSSES) inside = !inside;
    a = b;
  }
  return inside;
}

/** The result of testing one edge against the ray from the point towards +x. */
const MISSES = 0;
const CROSSES = 1;
const ON_EDGE = 2;

/**
 * Tests the edge a→b against the horizontal ray from (x, y) towards +x with the half-open rule
 * (an edge counts when exactly one end lies strictly above the ray), and reports a point lying on
 * the edge. Shared by the plain test above and the banded rings below (kept in one module so the
 * hot loop calls it directly).
 */
function crossEdge(x: number, y: number, ax: number, ay: number, bx: number, by: number): number {
  if (ay > y !== by > y) {
    // The edge straddles the ray's line; the sign of the cross product says on which side of the
    // edge the point lies, flipped for downward edges.
    const cross = (bx - ax) * (y - ay) - (x - ax) * (by - ay);
    if (cross === 0) return ON_EDGE;
    return cross > 0 === by > ay ? CROSSES : MISSES;
  }
  if (ay === y) {
    // Vertex a, or a horizontal edge through the point (every vertex is some edge's `a`).
    if (ax === x) return ON_EDGE;
    if (by === y && ax < x !== bx < x) return ON_EDGE;
    if (by === y && bx === x) return ON_EDGE;
  }
  return MISSES;
}

/**
 * A ring cut into horizontal bands: each band keeps the edges whose latitude range meets it, so a
 * point is tested against a handful of edges instead of all of them. Built lazily, the first time
 * a point falls inside the ring's bounding box.
 */
export interface BandedRing {
  south: number;
  bandHeight: number;
  bandCount: number;
  /** Edges as [ax, ay, bx, by] quadruples, grouped by band. */
  edges: Float64Array;
  /** Band k's edges are quadruples starts[k] .. starts[k + 1] of `edges`. */
  starts: Uint32Array;
  /** The easternmost longitude of band k's edges: a point east of it is outside. */
  east: Float64Array;
}

const MAX_BANDS = 4096;

/** Files a ring's edges into horizontal bands over [south, north] (see {@link BandedRing}). */
export function bandRing(polygon: readonly LatLng[], south: number, north: number): BandedRing {
  const n = polygon.length;
  const bandCount = Math.max(1, Math.min(MAX_BANDS, Math.ceil(n / 2)));
  const span = north - south;
  const bandHeight = span > 0 ? span / bandCount : 1;
  const bandOf = (lat: number) => {
    const k = Math.floor((lat - south) / bandHeight);
    return k < 0 ? 0 : k >= bandCount ? bandCount - 1 : k;
  };
  const starts = new Uint32Array(bandCount + 1);
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = polygon[j] as LatLng;
    const b = polygon[i] as LatLng;
    const k2 = bandOf(Math.max(a.lat, b.lat));
    for (let k = bandOf(Math.min(a.lat, b.lat)); k <= k2; k++) starts[k + 1]! += 1;
  }
  for (let k = 1; k <= bandCount; k++) starts[k]! += starts[k - 1]!;
  const edges = new Float64Array(starts[bandCount]! * 4);
  const fill = starts.slice(0, bandCount);
  const east = new Float64Array(bandCount).fill(-Infinity);
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = polygon[j] as LatLng;
    const b = polygon[i] as LatLng;
    const k2 = bandOf(Math.max(a.lat, b.lat));
    for (let k = bandOf(Math.min(a.lat, b.lat)); k <= k2; k++) {
      const at = fill[k]! * 4;
      edges[at] = a.lng;
      edges[at + 1] = a.lat;
      edges[at + 2] = b.lng;
      edges[at + 3] = b.lat;
      fill[k]! += 1;
      const x = a.lng > b.lng ? a.lng : b.lng;
      if (x > east[k]!) east[k] = x;
    }
  }
  return { south, bandHeight, bandCount, edges, starts, east };
}

/** {@link isPointInPolygon} on a banded ring (y must be within the ring's latitude range). */
export function inBandedRing(ring: BandedRing, x: number, y: number): boolean {
  // Same monotone formula as when the edges were filed, so an edge whose range holds `y` is
  // always in the band that `y` maps to.
  let k = Math.floor((y - ring.south) / ring.bandHeight);
  if (k < 0) k = 0;
  else if (k >= ring.bandCount) k = ring.bandCount - 1;
  // The ray towards +x meets no edge of this band, and the point is on none of them.
  if (x > ring.east[k]!) return false;
  const edges = ring.edges;
  const end = ring.starts[k + 1]! * 4;
  let inside = false;
  for (let i = ring.starts[k]! * 4; i < end; i += 4) {
    const hit = crossEdge(x, y, edges[i]!, edges[i + 1]!, edges[i + 2]!, edges[i + 3]!);
    if (hit === ON_EDGE) return true;
    if (hit === CROSSES) inside = !inside;
  }
  return inside;
}
