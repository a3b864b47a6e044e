/**
 * Colours of each tile value. Every pair keeps text contrast at WCAG AA or better, in
 * both themes (tiles look the same in light and dark mode).
 */
const TILE_COLOURS: Record<number, string> = {
  2: 'bg-amber-50 text-slate-800',
  4: 'bg-amber-100 text-slate-800',
  8: 'bg-orange-300 text-slate-900',
  16: 'bg-orange-400 text-slate-950',
  32: 'bg-orange-500 text-slate-950',
  64: 'bg-red-700 text-white',
  128: 'bg-yellow-200 text-slate-900',
  256: 'bg-yellow-300 text-slate-900',
  512: 'bg-yellow-400 text-slate-950',
  1024: 'bg-amber-500 text-slate-950',
  2048: 'bg-emerald-700 text-white',
};

export function tileColour(value: number): string {
  return TILE_COLOURS[value] ?? 'bg-slate-900 text-white dark:bg-black';
}

/** Share of the tile's width taken by its digits: longer numbers get smaller type. */
export function digitScale(value: number): number {
  const digits = String(value).length;
  if (digits <= 2) return 0.46;
  if (digits === 3) return 0.37;
  if (digits === 4) return 0.29;
  return 0.23;
}
