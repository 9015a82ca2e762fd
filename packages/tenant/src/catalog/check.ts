import type { TenantProblem } from '../problems';
import { jsonPath } from '../problems';
import { findSelfIntersection, isClosedRing } from './geometry';
import { checkModifierNutrition, checkPositionNutrition } from './nutrition-check';
import type { Catalog, LatLng } from './types';

/** The catalog as far as it could be read: a collection is undefined when its file was unreadable or invalid. */
export type PartialCatalog = { [K in keyof Catalog]?: Catalog[K] };

/**
 * Cross-file consistency of a catalog whose files each passed their schema: every reference points
 * at an existing entity, ids are unique, zones are closed simple polygons inside their city. A
 * reference into a collection that is missing (its file was invalid) is not reported again.
 *
 * @param fileOf names the file of a collection in problems, e.g. `tenants/demo/catalog/zones.json`.
 * @example
 * checkCatalog(catalog, (key) => `tenants/demo/catalog/${CATALOG_FILES[key]}`);
 * // [{ file: 'tenants/demo/catalog/zones.json', path: '$[0].restoId', message: 'refers to restos id 99, …', hint: … }]
 */
export function checkCatalog(catalog: PartialCatalog, fileOf: (collection: keyof Catalog) => string): TenantProblem[] {
  const problems: TenantProblem[] = [];
  const report = (collection: keyof Catalog, path: Array<string | number>, message: string, hint: string) =>
    problems.push({ file: fileOf(collection), path: jsonPath(path), message, hint });

  const ids = <K extends keyof Catalog>(collection: K): Map<number, Catalog[K][number]> | undefined => {
    const list = catalog[collection];
    if (!list) return undefined;
    const byId = new Map<number, Catalog[K][number]>();
    list.forEach((item, index) => {
      if (!('id' in item)) return;
      const id = (item as { id: number }).id;
      if (byId.has(id)) {
        report(collection, [index, 'id'], `duplicates id ${id}`, `give every entry of ${collection} its own id`);
      }
      byId.set(id, item);
    });
    return byId;
  };
  const cities = ids('cities');
  const restos = ids('restos');
  const menus = ids('menus');
  const groups = ids('groups');
  const positions = ids('positions');
  const modifiers = ids('modifiers');
  ids('zones');
  ids('promotions');
  ids('gazetteer');

  /** Reports a dangling reference; silent when the target collection is unknown. */
  const exists = (
    target: Map<number, unknown> | undefined,
    targetName: keyof Catalog,
    id: number,
    collection: keyof Catalog,
    path: Array<string | number>,
  ): boolean => {
    if (!target) return false;
    if (target.has(id)) return true;
    const known = [...target.keys()].slice(0, 12).join(', ');
    report(
      collection,
      path,
      `refers to ${targetName} id ${id}, which does not exist`,
      `use the id of an entry in ${fileOf(targetName).split('/').pop()} (known: ${known}${target.size > 12 ? ', …' : ''})`,
    );
    return false;
  };
  const inBounds = (cityId: number, point: LatLng): boolean => {
    const b = cities?.get(cityId)?.bounds;
    return !b || (point.lat >= b.south && point.lat <= b.north && point.lng >= b.west && point.lng <= b.east);
  };
  const restoOfMenu = (menuId: number): number | undefined => menus?.get(menuId)?.restoId;

  catalog.cities?.forEach((city, i) => {
    if (city.bounds.south >= city.bounds.north || city.bounds.west >= city.bounds.east) {
      report('cities', [i, 'bounds'], 'is empty', 'south must be below north and west left of east');
    }
    if (!inBounds(city.id, city.center))
      report('cities', [i, 'center'], 'lies outside the bounds', 'put the centre inside bounds');
    if (city.outline && !isClosedRing(city.outline)) {
      report('cities', [i, 'outline'], 'is not closed', 'repeat the first point at the end of the ring');
    }
  });

  catalog.restos?.forEach((resto, i) => {
    if (exists(cities, 'cities', resto.cityId, 'restos', [i, 'cityId']) && !inBounds(resto.cityId, resto.location)) {
      report(
        'restos',
        [i, 'location'],
        `lies outside the bounds of city ${resto.cityId}`,
        'check lat/lng (not swapped?)',
      );
    }
    if (!resto.payConfig.delivery && !resto.payConfig.takeAway) {
      report(
        'restos',
        [i, 'payConfig'],
        'offers neither delivery nor take-away',
        'add a "delivery" or "takeAway" entry',
      );
    }
  });

  catalog.menus?.forEach((menu, i) => {
    exists(restos, 'restos', menu.restoId, 'menus', [i, 'restoId']);
  });

  catalog.groups?.forEach((group, i) => {
    exists(menus, 'menus', group.menuId, 'groups', [i, 'menuId']);
  });

  catalog.positions?.forEach((position, i) => {
    exists(menus, 'menus', position.menuId, 'positions', [i, 'menuId']);
    if (position.groupId !== null && exists(groups, 'groups', position.groupId, 'positions', [i, 'groupId'])) {
      const group = groups?.get(position.groupId);
      if (group && group.menuId !== position.menuId) {
        report(
          'positions',
          [i, 'groupId'],
          `refers to group ${position.groupId} of menu ${group.menuId}, not of menu ${position.menuId}`,
          'use a group of the same menu',
        );
      }
    }
    const restoId = restoOfMenu(position.menuId);
    position.modifierGroupIds.forEach((modifierId, j) => {
      if (!exists(modifiers, 'modifiers', modifierId, 'positions', [i, 'modifierGroupIds', j])) return;
      const owner = modifiers?.get(modifierId)?.restoId;
      if (restoId !== undefined && owner !== restoId) {
        report(
          'positions',
          [i, 'modifierGroupIds', j],
          `refers to modifier group ${modifierId} of resto ${owner}, but the menu belongs to resto ${restoId}`,
          'use a modifier group of the same resto',
        );
      }
    });
    checkPositionNutrition(position, i, (path, message, hint) => report('positions', path, message, hint));
  });

  const optionIds = new Set<number>();
  catalog.modifiers?.forEach((group, i) => {
    exists(restos, 'restos', group.restoId, 'modifiers', [i, 'restoId']);
    if (group.min > group.max) report('modifiers', [i, 'min'], `is above max (${group.max})`, 'min must be ≤ max');
    group.options.forEach((option, j) => {
      if (optionIds.has(option.id)) {
        report(
          'modifiers',
          [i, 'options', j, 'id'],
          `duplicates option id ${option.id}`,
          'give every option its own id',
        );
      }
      optionIds.add(option.id);
    });
    checkModifierNutrition(group, i, (path, message, hint) => report('modifiers', path, message, hint));
  });

  catalog.zones?.forEach((zone, i) => {
    exists(cities, 'cities', zone.cityId, 'zones', [i, 'cityId']);
    if (exists(restos, 'restos', zone.restoId, 'zones', [i, 'restoId'])) {
      const resto = restos?.get(zone.restoId);
      if (resto && resto.cityId !== zone.cityId) {
        report(
          'zones',
          [i, 'restoId'],
          `is a resto of city ${resto.cityId}, not ${zone.cityId}`,
          'use a resto of the zone city',
        );
      }
      if (resto && !resto.payConfig.delivery) {
        report(
          'zones',
          [i, 'restoId'],
          `resto ${zone.restoId} does not deliver (no payConfig.delivery)`,
          'add payConfig.delivery to the resto or drop the zone',
        );
      }
    }
    if (!isClosedRing(zone.polygon)) {
      const first = zone.polygon[0];
      report(
        'zones',
        [i, 'polygon'],
        'is not closed: the last point differs from the first',
        first ? `append ${JSON.stringify(first)} as the last point` : 'list at least 4 points',
      );
    }
    const crossing = findSelfIntersection(zone.polygon);
    if (crossing) {
      report(
        'zones',
        [i, 'polygon', crossing[0]],
        `intersects itself: edge ${crossing[0]} crosses edge ${crossing[1]}`,
        'reorder the points so the outline does not cross itself',
      );
    }
    zone.polygon.forEach((point, j) => {
      if (!inBounds(zone.cityId, point)) {
        report(
          'zones',
          [i, 'polygon', j],
          `lies outside the bounds of city ${zone.cityId}`,
          'check lat/lng (not swapped?)',
        );
      }
    });
    zone.thresholds.forEach((threshold, j) => {
      if (threshold.maxOrderPrice !== null && threshold.maxOrderPrice <= threshold.minOrderPrice) {
        report(
          'zones',
          [i, 'thresholds', j, 'maxOrderPrice'],
          'is not above minOrderPrice',
          'max is exclusive: make it > min, or null',
        );
      }
      const next = zone.thresholds[j + 1];
      if (next && next.minOrderPrice !== threshold.maxOrderPrice) {
        report(
          'zones',
          [i, 'thresholds', j + 1, 'minOrderPrice'],
          `does not continue the previous threshold (its maxOrderPrice is ${threshold.maxOrderPrice})`,
          'sort thresholds by minOrderPrice; each min equals the previous max',
        );
      }
    });
  });

  catalog.promotions?.forEach((promotion, i) => {
    exists(restos, 'restos', promotion.restoId, 'promotions', [i, 'restoId']);
    const rule = promotion.rule;
    if (
      rule?.type === 'PERCENT_OFF_GROUP' &&
      exists(groups, 'groups', rule.groupId, 'promotions', [i, 'rule', 'groupId'])
    ) {
      const owner = restoOfMenu(groups!.get(rule.groupId)!.menuId);
      if (owner !== undefined && owner !== promotion.restoId) {
        report(
          'promotions',
          [i, 'rule', 'groupId'],
          `is a group of resto ${owner}`,
          'use a group of the promotion resto',
        );
      }
    }
    if (
      rule?.type === 'NTH_ITEM' &&
      exists(positions, 'positions', rule.positionId, 'promotions', [i, 'rule', 'positionId'])
    ) {
      const owner = restoOfMenu(positions!.get(rule.positionId)!.menuId);
      if (owner !== undefined && owner !== promotion.restoId) {
        report(
          'promotions',
          [i, 'rule', 'positionId'],
          `is a position of resto ${owner}`,
          'use a position of the promotion resto',
        );
      }
    }
    if (promotion.startsAt && promotion.endsAt && Date.parse(promotion.startsAt) >= Date.parse(promotion.endsAt)) {
      report('promotions', [i, 'endsAt'], 'is not after startsAt', 'swap the dates or fix the end');
    }
  });

  const codes = new Set<string>();
  catalog.promoCodes?.forEach((promoCode, i) => {
    if (codes.has(promoCode.code))
      report('promoCodes', [i, 'code'], `duplicates code ${promoCode.code}`, 'codes are unique');
    codes.add(promoCode.code);
    promoCode.restoIds.forEach((restoId, j) => exists(restos, 'restos', restoId, 'promoCodes', [i, 'restoIds', j]));
    if (promoCode.kind === 'PERCENT' && promoCode.value > 100) {
      report('promoCodes', [i, 'value'], 'is above 100 for a PERCENT code', 'a percent is 1–100');
    }
    if (promoCode.startsAt && promoCode.endsAt && Date.parse(promoCode.startsAt) >= Date.parse(promoCode.endsAt)) {
      report('promoCodes', [i, 'endsAt'], 'is not after startsAt', 'swap the dates or fix the end');
    }
  });

  catalog.timeSlots?.forEach((slot, i) => {
    slot.positionIds.forEach((positionId, j) =>
      exists(positions, 'positions', positionId, 'timeSlots', [i, 'positionIds', j]),
    );
  });

  catalog.gazetteer?.forEach((address, i) => {
    if (
      exists(cities, 'cities', address.cityId, 'gazetteer', [i, 'cityId']) &&
      !inBounds(address.cityId, address.location)
    ) {
      report(
        'gazetteer',
        [i, 'location'],
        `lies outside the bounds of city ${address.cityId}`,
        'check lat/lng (not swapped?)',
      );
    }
  });

  return problems;
}
