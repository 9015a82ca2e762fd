import { bandRing, inBandedRing, type BandedRing } from './polygon';
import type { LatLng, Zone } from './types';

/** A prepared set of zones for repeated {@link findZone} lookups. */
export interface ZoneIndex<Z extends Zone = Zone> {
  /** The zones, in the order given. */
  readonly zones: readonly Z[];
  /** The first zone (in the order given) whose polygon contains `point`, or `null`. */
  find(point: LatLng): Z | null;
  /** Every zone whose polygon contains `point`, in the order given. */
  findAll(point: LatLng): Z[];
}

/**
 * Prepares zones for fast point lookups: a bounding-box prefilter (through a uniform grid over all
 * the boxes), then a banded point-in-polygon test inside the boxes that match. Answers exactly like
 * {@link isPointInPolygon} (points on an edge or vertex are inside). Zones with an empty polygon
 * never match. Treat the zones as immutable while the index is in use.
 *
 * @example
 * const index = createZoneIndex(zones);
 * index.find({ lat: 55.751, lng: 37.618 })?.restoId; // the resto that delivers there, if any
 */
export function createZoneIndex<Z extends Zone>(zones: readonly Z[]): ZoneIndex<Z> {
  const count = zones.length;
  // [south, west, north, east] per zone; an empty polygon gets an inverted box that never matches.
  const boxes = new Float64Array(count * 4);
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (let z = 0; z < count; z++) {
    let s = Infinity;
    let w = Infinity;
    let nn = -Infinity;
    let e = -Infinity;
    for (const p of zones[z]!.polygon) {
      if (p.lat < s) s = p.lat;
      if (p.lat > nn) nn = p.lat;
      if (p.lng < w) w = p.lng;
      if (p.lng > e) e = p.lng;
    }
    boxes[z * 4] = s;
    boxes[z * 4 + 1] = w;
    boxes[z * 4 + 2] = nn;
    boxes[z * 4 + 3] = e;
    if (s < south) south = s;
    if (w < west) west = w;
    if (nn > north) north = nn;
    if (e > east) east = e;
  }
  const rings: (BandedRing | undefined)[] = new Array(count);

  // A uniform grid over all the boxes: each cell lists (in zone order) the zones whose box meets
  // it, so a point far from most zones looks at a handful of candidates, not every box.
  const side = count === 0 ? 1 : Math.min(256, Math.ceil(Math.sqrt(count)) * 2);
  const cellW = east > west ? (east - west) / side : 1;
  const cellH = north > south ? (north - south) / side : 1;
  const cellOf = (value: number, origin: number, size: number) => {
    const k = Math.floor((value - origin) / size);
    return k < 0 ? 0 : k >= side ? side - 1 : k;
  };
  const cellCounts = new Uint32Array(side * side + 1);
  const eachCell = (z: number, visit: (cell: number) => void) => {
    const o = z * 4;
    if (!(boxes[o]! <= boxes[o + 2]!)) return; // empty polygon
    const r1 = cellOf(boxes[o]!, south, cellH);
    const r2 = cellOf(boxes[o + 2]!, south, cellH);
    const c1 = cellOf(boxes[o + 1]!, west, cellW);
    const c2 = cellOf(boxes[o + 3]!, west, cellW);
    for (let r = r1; r <= r2; r++) for (let c = c1; c <= c2; c++) visit(r * side + c);
  };
  for (let z = 0; z < count; z++) eachCell(z, (cell) => (cellCounts[cell + 1]! += 1));
  for (let i = 1; i < cellCounts.length; i++) cellCounts[i]! += cellCounts[i - 1]!;
  const cellStart = cellCounts; // cell k holds cellZones[cellStart[k] .. cellStart[k + 1])
  const cellZones = new Uint32Array(cellStart[side * side]!);
  const cursor = cellStart.slice(0, side * side);
  for (let z = 0; z < count; z++) eachCell(z, (cell) => (cellZones[cursor[cell]!++] = z));

  const contains = (z: number, x: number, y: number): boolean => {
    const o = z * 4;
    if (y < boxes[o]! || x < boxes[o + 1]! || y > boxes[o + 2]! || x > boxes[o + 3]!) return false;
    let ring = rings[z];
    if (!ring) {
      ring = bandRing(zones[z]!.polygon, boxes[o]!, boxes[o + 2]!);
      rings[z] = ring;
    }
    return inBandedRing(ring, x, y);
  };

  // Calls `visit` for each zone containing (x, y), in zone order, until it returns true.
  const scan = (x: number, y: number, visit: (z: number) => boolean): void => {
    if (!(y >= south && y <= north && x >= west && x <= east)) return;
    const cell = cellOf(y, south, cellH) * side + cellOf(x, west, cellW);
    const end = cellStart[cell + 1]!;
    for (let i = cellStart[cell]!; i < end; i++) {
      const z = cellZones[i]!;
      if (contains(z, x, y) && visit(z)) return;
    }
  };

  return {
    zones,
    find(point) {
      let found = -1;
      scan(point.lng, point.lat, (z) => {
        found = z;
        return true;
      });
      return found === -1 ? null : zones[found]!;
    },
    findAll(point) {
      const found: Z[] = [];
      scan(point.lng, point.lat, (z) => {
        found.push(zones[z]!);
        return false;
      });
      return found;
    },
  };
}

const indexes = new WeakMap<readonly Zone[], ZoneIndex>();

/**
 * The delivery zone containing `point` (spec §4: the zone whose polygon contains the chosen
 * location), or `null` when the point is in no zone, which selects no resto. When zones overlap
 * the first one in the list wins; a point on a shared edge belongs to both, so the first wins too.
 *
 * The first call with a given array builds a {@link createZoneIndex} index and keeps it for that
 * array (weakly), so repeated lookups over the same zones cost a bounding-box scan and a few edge
 * tests. Pass a new array when the zones change (as immutable state updates do anyway).
 *
 * @example
 * const zone = findZone(zones, { lat: 55.751, lng: 37.618 });
 * const restoId = zone?.restoId ?? null;
 */
export function findZone<Z extends Zone>(zones: readonly Z[], point: LatLng): Z | null {
  let index = indexes.get(zones) as ZoneIndex<Z> | undefined;
  if (!index) {
    index = createZoneIndex(zones);
    indexes.set(zones, index as unknown as ZoneIndex);
  }
  return index.find(point);
}
