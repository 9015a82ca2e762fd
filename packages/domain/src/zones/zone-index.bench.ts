import { bench, describe } from 'vitest';
import { createZoneIndex, findZone } from './zone-index';
import { cityZoneRing, moscowZones, seededRandom } from './zones.fixtures';

// 200 zones of 500 vertices each, tiled over Moscow.
const zones = moscowZones(200, 500);
const index = createZoneIndex(zones);
const first = zones[0]!;

const centre = {
  lat: first.polygon.reduce((s, p) => s + p.lat, 0) / 500,
  lng: first.polygon.reduce((s, p) => s + p.lng, 0) / 500,
};
const boxes = zones.map((z) =>
  z.polygon.reduce(
    (b, p) => ({ s: Math.min(b.s, p.lat), n: Math.max(b.n, p.lat), w: Math.min(b.w, p.lng), e: Math.max(b.e, p.lng) }),
    { s: Infinity, n: -Infinity, w: Infinity, e: -Infinity },
  ),
);
// Worst case: the point in no zone that lies in the most bounding boxes (corners where boxes
// overlap), so the most rings are tested and all fail. Found on a fine grid over the city.
let worst = { lat: 0, lng: 0 };
let worstBoxes = -1;
let inGap: { lat: number; lng: number } | null = null;
for (let lat = 55.5; lat <= 56.45; lat += 0.0031) {
  for (let lng = 37.3; lng <= 38.8; lng += 0.0037) {
    const p = { lat, lng };
    const hits = boxes.filter((b) => lat >= b.s && lat <= b.n && lng >= b.w && lng <= b.e).length;
    if (hits === 0 && inGap === null && lat > 55.6) inGap = p;
    if (hits > worstBoxes && index.findAll(p).length === 0) {
      worst = p;
      worstBoxes = hits;
    }
  }
}
const outsideAll = { lat: 59.94, lng: 30.31 }; // St Petersburg: outside every box
const gap = inGap ?? outsideAll; // inside the city's overall box, in no zone's box

// Pathological: 200 zones of 500 vertices stacked over one district, a point in every box and in
// no polygon (a corner of the boxes, which the round-ish rings do not reach).
const random = seededRandom(99);
const stacked = Array.from({ length: 200 }, (_, i) => ({
  ...zones[i]!,
  polygon: cityZoneRing(random, { lat: 55.75 + random() * 0.002, lng: 37.62 + random() * 0.002 }, 500, 0.05),
}));
const stackedBoxes = stacked.map((z) => ({
  n: Math.max(...z.polygon.map((p) => p.lat)),
  w: Math.min(...z.polygon.map((p) => p.lng)),
}));
// The north-west corner of the boxes' intersection: west of every ring, so each ray towards +x
// crosses its band's edges and every one of them is tested.
const stackedCorner = {
  lat: Math.min(...stackedBoxes.map((b) => b.n)) - 1e-9,
  lng: Math.max(...stackedBoxes.map((b) => b.w)) + 1e-9,
};

findZone(zones, worst); // build the indexes before timing
findZone(stacked, stackedCorner);
const options = { time: 1500 };

describe('findZone: 200 zones × 500 vertices', () => {
  bench(
    'point outside every bounding box',
    () => {
      findZone(zones, outsideAll);
    },
    options,
  );
  bench(
    'point between zones (inside the overall box)',
    () => {
      findZone(zones, gap);
    },
    options,
  );
  bench(
    'point inside the first zone',
    () => {
      findZone(zones, centre);
    },
    options,
  );
  bench(
    `worst case: in no zone, inside ${worstBoxes} bounding boxes`,
    () => {
      findZone(zones, worst);
    },
    options,
  );
  bench(
    `pathological: 200 stacked zones, in no polygon and every box`,
    () => {
      findZone(stacked, stackedCorner);
    },
    options,
  );
});

if (
  createZoneIndex(stacked).findAll(stackedCorner).length !== 0 ||
  stacked.some(
    (z) => !z.polygon.some((p) => p.lat <= stackedCorner.lat) || !z.polygon.some((p) => p.lng >= stackedCorner.lng),
  )
) {
  throw new Error('The pathological bench point must lie in every box and no polygon');
}
