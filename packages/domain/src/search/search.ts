/** Items with their names lower-cased once, for {@link searchByName}. */
export type NameIndex<T> = readonly { item: T; key: string }[];

/**
 * Lower-cases every name once, so that searching a 3,000-position menu on each keystroke compares
 * strings only.
 *
 * @example
 * const index = nameIndex(positions);
 */
export function nameIndex<T extends { name: string }>(items: readonly T[]): NameIndex<T> {
  return items.map((item) => ({ item, key: item.name.toLocaleLowerCase() }));
}

/**
 * The items whose name contains `query` (trimmed, any case), in index order, at most `limit`;
 * none for an empty query.
 *
 * @example
 * searchByName(nameIndex([{ name: 'Борщ' }, { name: 'Щи' }]), ' БОР', 60); // [{ name: 'Борщ' }]
 */
export function searchByName<T>(index: NameIndex<T>, query: string, limit: number): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  const found: T[] = [];
  for (const entry of index) {
    if (found.length >= limit) break;
    if (entry.key.includes(needle)) found.push(entry.item);
  }
  return found;
}
