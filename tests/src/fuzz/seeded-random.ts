/**
 * A small seeded generator (mulberry32): the same seed gives the same inputs, so a finding of the fuzz
 * suite is reproduced by running it again with the seed it printed.
 */
export class SeededRandom {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)]!;
  }
}

/**
 * A seed from the environment (FUZZ_SEED) to replay a run, else `fallback`, else a fresh one. `npm test`
 * passes a fixed fallback so a merge is judged on the same inputs every time; the bench explores new seeds.
 */
export const fuzzSeed = (fallback?: number): number => {
  const given = Number(process.env.FUZZ_SEED);
  if (Number.isInteger(given) && given > 0) return given;
  return fallback ?? 1 + Math.floor(Math.random() * 2 ** 31);
};
