import type { LatLng, Zone } from './types';

/** A deterministic PRNG (mulberry32) so generated shapes are reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A real-shaped delivery zone: a ring around a centre with a wobbling radius and a few deep bays,
 * like the zones drawn around a resto along streets and a river (so it is concave).
 */
export function cityZoneRing(random: () => number, center: LatLng, vertices: number, radiusDeg = 0.05): LatLng[] {
  const ring: LatLng[] = [];
  const bays = 1 + Math.floor(random() * 4);
  const bayAngles = Array.from({ length: bays }, () => random() * Math.PI * 2);
  for (let i = 0; i < vertices; i++) {
    const angle = (i / vertices) * Math.PI * 2;
    let r = radiusDeg * (0.75 + 0.25 * Math.sin(angle * 3 + random()) + 0.1 * random());
    for (const bay of bayAngles) {
      const d = Math.abs(((angle - bay + Math.PI * 3) % (Math.PI * 2)) - Math.PI);
      if (d < 0.2) r *= 0.35 + d * 2;
    }
    // Longitude degrees are shorter at Moscow's latitude; stretch so the zone looks round on a map.
    ring.push({ lat: center.lat + r * Math.sin(angle), lng: center.lng + (r * Math.cos(angle)) / 0.56 });
  }
  return ring;
}

/** `count` zones of `vertices` vertices tiled over Moscow, ids from 1. */
export function moscowZones(count: number, vertices: number, seed = 7): Zone[] {
  const random = seededRandom(seed);
  const columns = Math.ceil(Math.sqrt(count));
  return Array.from({ length: count }, (_, i) => {
    const center = { lat: 55.55 + Math.floor(i / columns) * 0.06, lng: 37.35 + (i % columns) * 0.1 };
    return {
      id: i + 1,
      name: `Зона ${i + 1}`,
      polygon: cityZoneRing(random, center, vertices, 0.035),
      restoId: (i % 5) + 1,
      thresholds: [{ deliveryCost: 0, deliveryTime: 60, orderPrice: { min: 100000, max: null } }],
    };
  });
}

/** A unit square from (0, 0) to (1, 1), counter-clockwise, not closed. */
export const SQUARE: LatLng[] = [
  { lat: 0, lng: 0 },
  { lat: 0, lng: 1 },
  { lat: 1, lng: 1 },
  { lat: 1, lng: 0 },
];
