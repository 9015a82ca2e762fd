import { describe, expect, it } from 'vitest';
import { centreZone, khamovnikiZone, zones } from '../MapPopup/MapPopup.fixtures';
import { findZoneAt } from './geometry';

describe('findZoneAt', () => {
  it('finds the zone whose polygon holds the point', () => {
    expect(findZoneAt({ lat: 55.7575, lng: 37.6131 }, zones)).toBe(centreZone);
    expect(findZoneAt({ lat: 55.7337, lng: 37.5877 }, zones)).toBe(khamovnikiZone);
  });

  it('gives a point on a shared edge to the first zone listed', () => {
    expect(findZoneAt({ lat: 55.735, lng: 37.59 }, zones)).toBe(centreZone);
  });

  it('finds none outside every zone', () => {
    expect(findZoneAt({ lat: 55.67, lng: 37.553 }, zones)).toBeNull();
  });
});
