/**
 * The random image of the content-rating page. Kept free of server-only imports: the
 * client component uses it.
 */

/** A whole number from 0 to count - 1 drawn with the given random source. */
export function randomIndex(count: number, rng: () => number): number {
  const n = Math.floor(rng() * count);
  return Math.min(Math.max(n, 0), count - 1);
}

/** `${host}/${width}/${height}?random=${index}` */
export function randomImageUrl(host: string, index: number, width: number, height: number): string {
  return `${host.replace(/\/+$/, '')}/${width}/${height}?random=${index}`;
}
