import type { Threshold } from '../thresholds/types';

/** A point: latitude and longitude in degrees (WGS 84). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A bounding box in degrees (spec §3: east, north, south, west). */
export interface Bounds {
  east: number;
  north: number;
  south: number;
  west: number;
}

/** A delivery zone (spec §3): the resto `restoId` delivers inside `polygon` on `thresholds`. */
export interface Zone {
  id: number;
  name: string;
  /** One ring of vertices; closing it (repeating the first point last) is optional. */
  polygon: readonly LatLng[];
  restoId: number;
  thresholds: readonly Threshold[];
}
