/** Items with their names (and ingredients, when they have them) lower-cased once, for {@link searchByName}. */
export type NameIndex<T> = readonly { item: T; key: string; ingredients?: string }[];

/**
 * Lower-cases every name, and the ingredients text of items that have one, once, so that searching
 * a 3,000-position menu on each keystroke compares strings only.
 *
 * @example
 * const index = nameIndex(positions);
 */
export function nameIndex<T extends { name: string; ingredients?: string | null }>(items: readonly T[]): NameIndex<T> {
  return items.map((item) =>
    item.ingredients
      ? { item, key: item.name.toLocaleLowerCase(), ingredients: item.ingredients.toLocaleLowerCase() }
      : { item, key: item.name.toLocaleLowerCase() },
  );
}

/**
 * The items whose name contains `query` (trimmed, any case), in index order, then those whose
 * ingredients do (a search for 'сыр' lists the cheese dishes by name first, then the dishes with
 * cheese in them); at most `limit`, none for an empty query.
 *
 * @example
 * searchByName(nameIndex([{ name: 'Борщ' }, { name: 'Щи' }]), ' БОР', 60); // [{ name: 'Борщ' }]
 */
export function searchByName<T>(index: NameIndex<T>, query: string, limit: number): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  const found: T[] = [];
  for (const entry of index) {
    if (found.length >= limit) return found;
    if (entry.key.includes(needle)) found.push(entry.item);
  }
  for (const entry of index) {
    if (found.length >= limit) break;
    if (entry.ingredients?.includes(needle) && !entry.key.includes(needle)) found.push(entry.item);
  }
  return found;
}
