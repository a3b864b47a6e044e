/** A plain object (not null, not an array): the shape checked before reading fields of outside data. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
