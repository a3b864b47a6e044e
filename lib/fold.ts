/** Lower case and without accents, for comparing words: "Cómo" and "como" are one. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
