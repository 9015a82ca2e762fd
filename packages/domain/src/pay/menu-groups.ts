// A menu's groups and flags (spec §3, §4): what the menu page needs of the pay rules.
import type { MenuFlags, MenuKind } from './types';

/**
 * Whether a menu is available for a kind by its flag (spec §4: isDelivery, isOnline, isTable, isTakeAway).
 *
 * @example
 * isMenuAvailableFor(menu, 'TAKE_AWAY'); // menu.isTakeAway
 */
export function isMenuAvailableFor(menu: MenuFlags, kind: MenuKind): boolean {
  switch (kind) {
    case 'DELIVERY':
      return menu.isDelivery;
    case 'TAKE_AWAY':
      return menu.isTakeAway;
    case 'ONLINE':
      return menu.isOnline;
    case 'TABLE':
      return menu.isTable;
  }
}

/** The synthetic group for positions without one (spec §3): id 0, order 999999. */
export const OTHER_GROUP_ID = 0;
/** The synthetic group's order: always last. */
export const OTHER_GROUP_ORDER = 999_999;
/** The synthetic group's name. */
export const OTHER_GROUP_NAME = 'Прочее';

/** A position group as far as ordering needs it. */
export interface PositionGroupLike {
  id: number;
  menuId: number;
  name: string;
  order: number;
  photos: readonly unknown[];
}

/**
 * A menu's groups sorted by order, with the synthetic group 'Прочее' (id 0, order 999999)
 * appended when some position of the menu has no group, or a group the menu does not have
 * (spec §3). Positions without a group belong to id 0.
 *
 * @example
 * withOtherGroup(groups, positions, 12).at(-1)?.name; // 'Прочее' when a position has no group
 */
export function withOtherGroup<G extends PositionGroupLike>(
  groups: readonly G[],
  positions: readonly { menuId: number; groupId: number | null | undefined }[],
  menuId: number,
  name: string = OTHER_GROUP_NAME,
): (G | PositionGroupLike)[] {
  const own = groups.filter((g) => g.menuId === menuId);
  const ids = new Set(own.map((g) => g.id));
  const sorted: (G | PositionGroupLike)[] = [...own].sort((a, b) => a.order - b.order);
  const orphan = positions.some((p) => p.menuId === menuId && (p.groupId == null || !ids.has(p.groupId)));
  if (orphan && !ids.has(OTHER_GROUP_ID)) {
    sorted.push({ id: OTHER_GROUP_ID, menuId, name, order: OTHER_GROUP_ORDER, photos: [] });
  }
  return sorted;
}

/**
 * The group a position is listed under: its own when the menu has it, else 'Прочее' (id 0).
 *
 * @example
 * groupIdOf({ groupId: null }, new Set([1, 2])); // 0
 */
export function groupIdOf(position: { groupId: number | null | undefined }, groupIds: ReadonlySet<number>): number {
  return position.groupId != null && groupIds.has(position.groupId) ? position.groupId : OTHER_GROUP_ID;
}

/** A position as far as {@link menuSections} needs it. */
export interface SectionPositionLike {
  menu: { id: number };
  positionGroup?: { id: number } | null;
  order: number;
}

/** A group of a menu with its positions, as the menu page lists them. */
export interface MenuSectionOf<G, P> {
  /** The group (or the synthetic 'Прочее'), `adult` always set. */
  group: (G | PositionGroupLike) & { adult: boolean };
  /** Its positions by `order`. */
  positions: P[];
}

/**
 * A menu's sections in display order (spec §3): its groups by `order` with the positions of each by
 * `order`, positions without a known group under the synthetic 'Прочее' (last), empty groups left out.
 *
 * @example
 * menuSections(12, groups, positions, 'Прочее').map((s) => s.group.name); // ['Пицца', 'Прочее']
 */
export function menuSections<G extends PositionGroupLike & { adult?: boolean }, P extends SectionPositionLike>(
  menuId: number,
  groups: readonly G[],
  positions: readonly P[],
  otherName: string = OTHER_GROUP_NAME,
): MenuSectionOf<G, P>[] {
  const flat = positions.map((p) => ({ menuId: p.menu.id, groupId: p.positionGroup?.id ?? null }));
  const ordered = withOtherGroup(groups, flat, menuId, otherName);
  const ids = new Set(groups.filter((g) => g.menuId === menuId).map((g) => g.id));
  const byGroup = new Map<number, P[]>();
  positions.forEach((position, i) => {
    const gid = groupIdOf(flat[i] ?? { groupId: null }, ids);
    const list = byGroup.get(gid);
    if (list) list.push(position);
    else byGroup.set(gid, [position]);
  });
  return ordered
    .map((group) => ({
      group: { ...group, adult: 'adult' in group ? Boolean(group.adult) : false },
      positions: [...(byGroup.get(group.id) ?? [])].sort((a, b) => a.order - b.order),
    }))
    .filter((section) => section.positions.length > 0);
}

/**
 * Whether a position is 18+ (spec §2): flagged itself, tagged `ADULT`, or in an 18+ group. The card
 * shows the 18+ tag and the customer confirms the age before its detail (or it is hidden).
 *
 * @example
 * isAdultPosition({ tags: ['ADULT'] }, false); // true
 */
export function isAdultPosition(
  position: { adult?: boolean | null; tags: readonly string[] },
  adultGroup: boolean,
): boolean {
  return Boolean(position.adult) || adultGroup || position.tags.includes('ADULT');
}
