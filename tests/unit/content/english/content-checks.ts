/** Helpers shared by the content tests of the English area (not a test file itself). */

/**
 * Paths of every empty string (after trimming) and empty array inside a value, e.g.
 * `[2].examples[0].es`. An empty result means every field is filled in.
 */
export function emptyFields(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [path || '(root)'] : [];
  if (Array.isArray(value)) {
    if (value.length === 0) return [path || '(root)'];
    return value.flatMap((item, index) => emptyFields(item, `${path}[${index}]`));
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      emptyFields(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/** Values that occur more than once (compared trimmed and case-insensitively). */
export function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) {
    const key = value.trim().toLowerCase();
    if (seen.has(key)) repeated.add(value);
    seen.add(key);
  }
  return [...repeated];
}
