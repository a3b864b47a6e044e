/**
 * The random image of the content-rating page. Kept free of server-only imports: the
 * client component uses it.
 */

/** `${host}/${width}/${height}?random=${index}` */
export function randomImageUrl(host: string, index: number, width: number, height: number): string {
  return `${host.replace(/\/+$/, '')}/${width}/${height}?random=${index}`;
}
