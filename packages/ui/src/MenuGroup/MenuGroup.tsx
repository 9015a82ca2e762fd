import type { ReactNode } from 'react';
import { MenuGroupGrid, MenuGroupTitle, Section } from './MenuGroup.styles';

/** Props of {@link MenuGroup}. */
export interface MenuGroupProps {
  /** Element id that `#hash` links and the navigation bar jump to. */
  id: string;
  /** Id of the title, naming the section. */
  titleId: string;
  /** The group's name. */
  title: string;
  /** Heading level of the title: 3 under a menu's own h2 when a page shows several menus. */
  level?: 2 | 3;
  /** The group's cards (`PositionCard`s). */
  children: ReactNode;
  /** Said under the title, before the cards (e.g. a `FilteredOutNotice`). */
  notice?: ReactNode;
}

/**
 * A group of a menu (spec §2): its title over a grid of cards, as many 220 px columns as fit, two
 * on phones. A windowed list builds its rows from `MenuGroupTitle` and `MenuGroupGrid` instead.
 *
 * @example
 * <MenuGroup id="group-1-4" titleId="group-title-1-4" title="Пицца">{cards}</MenuGroup>
 */
export function MenuGroup({ id, titleId, title, level = 2, children, notice }: MenuGroupProps) {
  return (
    <Section id={id} aria-labelledby={titleId}>
      <MenuGroupTitle as={level === 3 ? 'h3' : 'h2'} id={titleId}>
        {title}
      </MenuGroupTitle>
      {notice}
      <MenuGroupGrid>{children}</MenuGroupGrid>
    </Section>
  );
}
