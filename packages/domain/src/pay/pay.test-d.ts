import { expectTypeOf } from 'vitest';
import { sortPickupPoints } from './city-offer';
import { withOtherGroup, type PositionGroupLike } from './menu-groups';

interface Resto {
  id: number;
  order: number;
  address: string;
  phones: string[];
}
declare const restos: readonly Resto[];
expectTypeOf(sortPickupPoints(restos)).toEqualTypeOf<Resto[]>();

interface Group extends PositionGroupLike {
  adult: boolean;
}
declare const groups: Group[];
// The synthetic 'Прочее' group is not a full Group: callers must handle its narrower shape.
expectTypeOf(withOtherGroup(groups, [], 1)).toEqualTypeOf<(Group | PositionGroupLike)[]>();
