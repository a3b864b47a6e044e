/** A source of random numbers in [0, 1), like Math.random; injected so tests are deterministic. */
export type Rng = () => number;

/** A random index in [0, length); 0 when length is 0 or the source misbehaves. */
export function randomIndex(length: number, rng: Rng): number {
  if (length <= 0) return 0;
  const index = Math.floor(rng() * length);
  return Number.isFinite(index) ? Math.min(Math.max(index, 0), length - 1) : 0;
}

/** A shuffled copy (Fisher–Yates). */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomIndex(i + 1, rng);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** A small seeded generator (mulberry32): the same seed gives the same sequence. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
