import { PositionCard } from '@tarelka/ui';
import { memo } from 'react';
import type { Position } from '../../../lib/api/hooks';
import type { usePositionView } from '../hooks/use-position-view';

/** Props of {@link MenuCard}. */
export interface MenuCardProps {
  position: Position;
  /** The position's group is 18+. */
  adultGroup: boolean;
  /** Turns the position into what the card shows (`usePositionView().view`). */
  view: ReturnType<typeof usePositionView>['view'];
  /** Opens the position (asking for the age first when `adult`). Must be stable. */
  onOpen: (position: Position, adult: boolean) => void;
  /** Loads the photo first (the LCP image). */
  priority?: boolean;
}

/**
 * One position of the menu grid (`PositionCard` of `@tarelka/ui`). Memoized: a hash change, a cart
 * update or a scroll re-renders the list but not its cards, whose props stay the same.
 */
export const MenuCard = memo(function MenuCard({ position, adultGroup, view, onOpen, priority }: MenuCardProps) {
  const { adult, ...card } = view(position, adultGroup);
  return <PositionCard {...card} priority={priority} testId="position-card" onOpen={() => onOpen(position, adult)} />;
});
