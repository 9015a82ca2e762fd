import { describe, expect, it } from 'vitest';
import { containsPoint, findSelfIntersection, isClosedRing } from '../index';

const square = [
  { lat: 0, lng: 0 },
  { lat: 0, lng: 1 },
  { lat: 1, lng: 1 },
  { lat: 1, lng: 0 },
  { lat: 0, lng: 0 },
];

describe('zone geometry', () => {
  it('knows a closed ring from an open one', () => {
    expect(isClosedRing(square)).toBe(true);
    expect(isClosedRing(square.slice(0, -1))).toBe(false);
    expect(isClosedRing([square[0]!, square[1]!, square[0]!])).toBe(false);
  });

  it('finds crossing and folded-back edges but accepts simple polygons', () => {
    expect(findSelfIntersection(square)).toBeNull();
    const bowTie = [square[0]!, square[2]!, square[1]!, square[3]!, square[0]!];
    expect(findSelfIntersection(bowTie)).toEqual([0, 2]);
    const spike = [square[0]!, square[1]!, { lat: 0, lng: 0.5 }, square[2]!, square[0]!];
    expect(findSelfIntersection(spike)).not.toBeNull();
    // Collinear neighbours that continue straight on are fine.
    const straight = [square[0]!, { lat: 0, lng: 0.5 }, square[1]!, square[2]!, square[3]!, square[0]!];
    expect(findSelfIntersection(straight)).toBeNull();
  });

  it('tells points inside from points outside', () => {
    expect(containsPoint(square, { lat: 0.5, lng: 0.5 })).toBe(true);
    expect(containsPoint(square, { lat: 1.5, lng: 0.5 })).toBe(false);
  });
});
