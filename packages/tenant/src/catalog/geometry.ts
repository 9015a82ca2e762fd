import type { LatLng } from './types';

/**
 * Whether a ring is closed: at least 4 points and the last equals the first.
 *
 * @example
 * isClosedRing([a, b, c, a]); // true
 * isClosedRing([a, b, c]); // false
 */
export function isClosedRing(ring: readonly LatLng[]): boolean {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length >= 4 && first !== undefined && last !== undefined && samePoint(first, last);
}

function samePoint(a: LatLng, b: LatLng): boolean {
  return a.lat === b.lat && a.lng === b.lng;
}

/** Sign of the turn a → b → c: 1 left, -1 right, 0 collinear. */
function orientation(a: LatLng, b: LatLng, c: LatLng): number {
  const value = (b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng);
  return value > 0 ? 1 : value < 0 ? -1 : 0;
}

function onSegment(a: LatLng, b: LatLng, p: LatLng): boolean {
  return (
    Math.min(a.lng, b.lng) <= p.lng &&
    p.lng <= Math.max(a.lng, b.lng) &&
    Math.min(a.lat, b.lat) <= p.lat &&
    p.lat <= Math.max(a.lat, b.lat)
  );
}

function segmentsIntersect(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}

/**
 * The first pair of edges of a ring that cross or touch (other than neighbours sharing their common
 * vertex), as indexes of the edges' start points; null for a simple polygon. The ring may be open or
 * closed; an open ring is checked as if closed.
 *
 * @example
 * findSelfIntersection(square); // null
 * findSelfIntersection(bowTie); // [0, 2]: edge 0 crosses edge 2
 */
export function findSelfIntersection(ring: readonly LatLng[]): [number, number] | null {
  const points = isClosedRing(ring) ? ring.slice(0, -1) : ring.slice();
  const n = points.length;
  if (n < 3) return null;
  for (let i = 0; i < n; i += 1) {
    const a = points[i]!;
    const b = points[(i + 1) % n]!;
    for (let j = i + 1; j < n; j += 1) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) {
        // Neighbours share one vertex; they only overlap when they fold back onto each other.
        const shared = j === i + 1 ? b : a;
        const otherA = j === i + 1 ? a : b;
        const otherB = j === i + 1 ? points[(j + 1) % n]! : points[j]!;
        if (orientation(otherA, shared, otherB) === 0 && !betweenExclusive(otherA, otherB, shared)) {
          return [i, j];
        }
        continue;
      }
      const c = points[j]!;
      const d = points[(j + 1) % n]!;
      if (segmentsIntersect(a, b, c, d)) return [i, j];
    }
  }
  return null;
}

function betweenExclusive(a: LatLng, b: LatLng, p: LatLng): boolean {
  // p lies strictly between a and b on the line through them: the path turns straight on, not back.
  const dot = (a.lng - p.lng) * (b.lng - p.lng) + (a.lat - p.lat) * (b.lat - p.lat);
  return dot < 0;
}

/**
 * Whether a point lies inside a polygon (ray casting); the ring may be open or closed.
 *
 * @example
 * containsPoint(zone.polygon, { lat: 55.7629, lng: 37.6055 }); // true
 */
export function containsPoint(ring: readonly LatLng[], point: LatLng): boolean {
  let inside = false;
  const n = ring.length;
  for (let i = 0, j = n - 1; i < n; j = i, i += 1) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (
      a.lat > point.lat !== b.lat > point.lat &&
      point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng
    ) {
      inside = !inside;
    }
  }
  return inside;
}
