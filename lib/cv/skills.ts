/** Anything with a 0-100 value, such as a CV skill. */
export interface Valued {
  value: number;
}

/**
 * A copy of `skills` sorted by value, highest first. Skills with the same value keep
 * their original order.
 */
export function sortSkillsByValue<T extends Valued>(skills: readonly T[]): T[] {
  return [...skills].sort((a, b) => b.value - a.value);
}

/**
 * The short text shown in place of a logo when a skill has none: an acronym stays as
 * it is ('AWS'), several words give their initials ('Google Cloud' -> 'GC'), one word
 * gives its first two letters ('Scrum' -> 'Sc').
 */
export function skillMonogram(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_.]+/)
    .filter(Boolean);
  const first = words[0] ?? '';
  if (words.length === 0) return '?';
  if (words.length === 1) {
    if (/^[A-Z0-9]{2,4}$/.test(first)) return first;
    return first.charAt(0).toUpperCase() + first.slice(1, 2);
  }
  return words
    .slice(0, 3)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
