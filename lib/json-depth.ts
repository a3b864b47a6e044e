/**
 * No value of this site nests deeper: an import with a deeper value is refused, and an
 * item this deep inside a stored value is set aside (writing it again would overflow the
 * browser's call stack).
 */
export const MAX_DEPTH = 64;

/** How deep a parsed JSON value nests, counted without recursion (stops past `limit`). */
export function depthOf(value: unknown, limit = MAX_DEPTH): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}
