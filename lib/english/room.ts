/** The texts a trainer's card keeps room for, field by field. */
export type Room<K extends string> = Record<K, readonly string[]>;

/**
 * The longest `count` texts of each of `fields` (by characters), longest first, each
 * once. The card lays them out unseen under the item shown (`HeldLine`), so it is as tall
 * as its tallest item from the first paint: the item drawn after load, and every Next,
 * leave the buttons under the card where they were.
 */
export function longestTexts<K extends string>(
  list: readonly Readonly<Record<K, string>>[],
  fields: readonly K[],
  count = 3,
): Room<K> {
  const longest = (field: K) =>
    [...new Set(list.map((item) => item[field]))]
      .sort((a, b) => b.length - a.length || a.localeCompare(b))
      .slice(0, count);
  const room = {} as Record<K, readonly string[]>;
  for (const field of fields) room[field] = longest(field);
  return room;
}
