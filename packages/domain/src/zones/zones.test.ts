import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPointInBounds, polygonBounds } from './bounds';
import { isPointInPolygon } from './polygon';
import type { LatLng, Zone } from './types';
import { createZoneIndex, findZone } from './zone-index';
import { cityZoneRing, moscowZones, seededRandom, SQUARE } from './zones.fixtures';

const zone = (id: number, polygon: LatLng[], restoId = id): Zone => ({
  id,
  name: `Z${id}`,
  polygon,
  restoId,
  thresholds: [],
});

describe('isPointInPolygon', () => {
  it('finds a point inside and outside a square', () => {
    expect(isPointInPolygon({ lat: 0.5, lng: 0.5 }, SQUARE)).toBe(true);
    expect(isPointInPolygon({ lat: 1.5, lng: 0.5 }, SQUARE)).toBe(false);
    expect(isPointInPolygon({ lat: 0.5, lng: -0.0001 }, SQUARE)).toBe(false);
  });

  it('closes the ring: an explicitly closed ring gives the same answers', () => {
    const closed = [...SQUARE, SQUARE[0]!];
    for (const p of [
      { lat: 0.5, lng: 0.5 },
      { lat: 0.99, lng: 0.01 },
      { lat: 2, lng: 2 },
    ]) {
      expect(isPointInPolygon(p, closed)).toBe(isPointInPolygon(p, SQUARE));
    }
  });

  it('counts points on an edge or a vertex as inside', () => {
    expect(isPointInPolygon({ lat: 0, lng: 0.5 }, SQUARE)).toBe(true); // bottom edge (horizontal)
    expect(isPointInPolygon({ lat: 0.5, lng: 1 }, SQUARE)).toBe(true); // right edge (vertical)
    expect(isPointInPolygon({ lat: 0.5, lng: 0 }, SQUARE)).toBe(true); // left edge
    expect(isPointInPolygon({ lat: 1, lng: 1 }, SQUARE)).toBe(true); // vertex
    expect(isPointInPolygon({ lat: 0, lng: 0 }, SQUARE)).toBe(true); // first vertex
    const triangle = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 2 },
      { lat: 2, lng: 0 },
    ];
    expect(isPointInPolygon({ lat: 1, lng: 1 }, triangle)).toBe(true); // the diagonal
    expect(isPointInPolygon({ lat: 1.0001, lng: 1 }, triangle)).toBe(false);
  });

  it('handles a concave ring where the ray passes through vertices', () => {
    // A "W" shape: the horizontal line lat = 1 touches two inner vertices.
    const w = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 4 },
      { lat: 2, lng: 4 },
      { lat: 1, lng: 3 },
      { lat: 2, lng: 2 },
      { lat: 1, lng: 1 },
      { lat: 2, lng: 0 },
    ];
    expect(isPointInPolygon({ lat: 1, lng: 0.5 }, w)).toBe(true);
    expect(isPointInPolygon({ lat: 1, lng: 2 }, w)).toBe(true);
    expect(isPointInPolygon({ lat: 1.5, lng: 1 }, w)).toBe(false); // in the notch
    expect(isPointInPolygon({ lat: 1, lng: 5 }, w)).toBe(false);
  });

  it('gives an empty or degenerate ring no inside', () => {
    expect(isPointInPolygon({ lat: 0, lng: 0 }, [])).toBe(false);
    expect(
      isPointInPolygon({ lat: 0.5, lng: 0.5 }, [
        { lat: 0, lng: 0 },
        { lat: 1, lng: 1 },
      ]),
    ).toBe(true); // on the segment
    expect(
      isPointInPolygon({ lat: 0.5, lng: 0.6 }, [
        { lat: 0, lng: 0 },
        { lat: 1, lng: 1 },
      ]),
    ).toBe(false);
  });

  it('works with real coordinates in Moscow', () => {
    const kremlin = cityZoneRing(seededRandom(1), { lat: 55.751, lng: 37.618 }, 60, 0.02);
    expect(isPointInPolygon({ lat: 55.751, lng: 37.618 }, kremlin)).toBe(true);
    expect(isPointInPolygon({ lat: 55.9, lng: 37.618 }, kremlin)).toBe(false);
  });
});

describe('polygonBounds / isPointInBounds', () => {
  it('boxes a ring and tests points against the box, edges included', () => {
    const box = polygonBounds(SQUARE)!;
    expect(box).toEqual({ south: 0, west: 0, north: 1, east: 1 });
    expect(isPointInBounds({ lat: 1, lng: 1 }, box)).toBe(true);
    expect(isPointInBounds({ lat: 1.01, lng: 1 }, box)).toBe(false);
    expect(polygonBounds([])).toBeNull();
  });
});

describe('findZone', () => {
  const left = zone(
    1,
    SQUARE.map((p) => ({ ...p })),
    10,
  );
  const right = zone(
    2,
    SQUARE.map((p) => ({ lat: p.lat, lng: p.lng + 1 })),
    20,
  );
  const zones = [left, right];

  it('returns the zone containing the point, or null', () => {
    expect(findZone(zones, { lat: 0.5, lng: 0.5 })?.restoId).toBe(10);
    expect(findZone(zones, { lat: 0.5, lng: 1.5 })?.restoId).toBe(20);
    expect(findZone(zones, { lat: 3, lng: 3 })).toBeNull();
    expect(findZone([], { lat: 0, lng: 0 })).toBeNull();
  });

  it('gives a point on a shared edge to the first zone in the list', () => {
    expect(findZone(zones, { lat: 0.5, lng: 1 })?.id).toBe(1);
    expect(findZone([right, left], { lat: 0.5, lng: 1 })?.id).toBe(2);
  });

  it('skips zones whose box contains the point but whose polygon does not', () => {
    const notch = zone(3, [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 2 },
      { lat: 2, lng: 2 },
      { lat: 1, lng: 1 },
      { lat: 2, lng: 0 },
    ]);
    const behind = zone(4, [
      { lat: 1.5, lng: 0.9 },
      { lat: 1.5, lng: 1.1 },
      { lat: 1.9, lng: 1.1 },
      { lat: 1.9, lng: 0.9 },
    ]);
    expect(findZone([notch, behind], { lat: 1.7, lng: 1 })?.id).toBe(4);
  });

  it('ignores zones with an empty polygon', () => {
    expect(findZone([zone(5, []), left], { lat: 0.5, lng: 0.5 })?.id).toBe(1);
  });

  it('lists every zone containing a point with findAll', () => {
    const index = createZoneIndex([
      left,
      right,
      zone(
        6,
        SQUARE.map((p) => ({ ...p })),
      ),
    ]);
    expect(index.findAll({ lat: 0.5, lng: 0.5 }).map((z) => z.id)).toEqual([1, 6]);
  });

  it('agrees with a plain scan over every zone (property)', () => {
    const zonesOfCity = moscowZones(16, 80, 3);
    fc.assert(
      fc.property(
        fc.double({ min: 55.45, max: 55.85, noNaN: true }),
        fc.double({ min: 37.2, max: 37.8, noNaN: true }),
        (lat, lng) => {
          const expected = zonesOfCity.find((z) => isPointInPolygon({ lat, lng }, z.polygon)) ?? null;
          expect(findZone(zonesOfCity, { lat, lng })).toBe(expected);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('finds a zone for every vertex of it and never one far away (property)', () => {
    const zonesOfCity = moscowZones(9, 50, 11);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 49 }), (z, v) => {
        const vertex = zonesOfCity[z]!.polygon[v]!;
        expect(findZone(zonesOfCity, vertex)).not.toBeNull();
        expect(findZone(zonesOfCity, { lat: vertex.lat + 10, lng: vertex.lng })).toBeNull();
      }),
    );
  });
});

describe('isPointInPolygon against @turf/boolean-point-in-polygon', () => {
  it('agrees on 100,000 random points over real-shaped zones', () => {
    const random = seededRandom(2026);
    const rings = Array.from({ length: 20 }, () =>
      cityZoneRing(
        random,
        { lat: 55.75 + (random() - 0.5) * 0.2, lng: 37.6 + (random() - 0.5) * 0.3 },
        40 + Math.floor(random() * 400),
      ),
    );
    const features = rings.map((ring) => ({
      type: 'Polygon' as const,
      coordinates: [[...ring, ring[0]!].map((p) => [p.lng, p.lat])],
    }));
    let inside = 0;
    const disagreements: LatLng[] = [];
    for (let i = 0; i < 100_000; i++) {
      const r = i % rings.length;
      const ring = rings[r]!;
      const box = polygonBounds(ring)!;
      // Sample the box with a margin, so both answers are common.
      const p = {
        lat: box.south - 0.01 + random() * (box.north - box.south + 0.02),
        lng: box.west - 0.01 + random() * (box.east - box.west + 0.02),
      };
      const ours = isPointInPolygon(p, ring);
      const theirs = booleanPointInPolygon([p.lng, p.lat], features[r]!);
      if (ours) inside++;
      if (ours !== theirs) disagreements.push(p);
    }
    expect(disagreements).toEqual([]);
    expect(inside).toBeGreaterThan(20_000);
    expect(inside).toBeLessThan(80_000);
  });

  it('agrees on vertices and on axis-aligned edges, where both count the boundary as inside', () => {
    const random = seededRandom(5);
    const ring = cityZoneRing(random, { lat: 55.75, lng: 37.6 }, 200);
    const feature = { type: 'Polygon' as const, coordinates: [[...ring, ring[0]!].map((p) => [p.lng, p.lat])] };
    for (const v of ring) {
      expect(isPointInPolygon(v, ring)).toBe(true);
      expect(booleanPointInPolygon([v.lng, v.lat], feature)).toBe(true);
    }
    for (const p of [
      { lat: 0, lng: 0.25 },
      { lat: 0.75, lng: 1 },
      { lat: 1, lng: 0.5 },
      { lat: 0.3, lng: 0 },
    ]) {
      const squareFeature = {
        type: 'Polygon' as const,
        coordinates: [[...SQUARE, SQUARE[0]!].map((q) => [q.lng, q.lat])],
      };
      expect(isPointInPolygon(p, SQUARE)).toBe(booleanPointInPolygon([p.lng, p.lat], squareFeature));
    }
  });
});
