import type { ReactNode } from 'react';
import type { Position } from '../../../lib/api/hooks';
import type { usePositionView } from '../hooks/use-position-view';

/** A group as the section lists render it: its positions already filtered (18+ policy, menu filters). */
export interface ListSection {
  key: string;
  /** Element id the navigation bar and `#hash` links jump to. */
  id: string;
  /** Id of the group's title. */
  titleId: string;
  name: string;
  adultGroup: boolean;
  positions: readonly Position[];
  /** How many of its dishes the menu filters hide. */
  hidden: number;
}

/** Props shared by the full and the windowed section lists. */
export interface SectionListProps {
  sections: ListSection[];
  /** Heading level of the group titles. */
  level: 2 | 3;
  /** Marks the first photo as the LCP image. */
  first: boolean;
  view: ReturnType<typeof usePositionView>['view'];
  onOpen: (position: Position, adult: boolean) => void;
  /** What a group with dishes hidden by the filters says under its title. */
  notice: (section: ListSection) => ReactNode;
  /** Called once the group anchors are in the document (the navigation bar observes them). */
  onLayout?: () => void;
}
