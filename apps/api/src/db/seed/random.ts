/**
 * A small seeded PRNG (mulberry32) so demo and benchmark data are the same on every machine for a
 * given seed. Math.random is never used by the seeders.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: T[]): T[];
  /** Picks a key with probability proportional to its weight. */
  weighted<K extends string | number>(weights: readonly (readonly [K, number])[]): K;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const shuffle = <T>(items: T[]): T[] => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    shuffle,
    sample: (items, count) => shuffle([...items]).slice(0, Math.min(count, items.length)),
    weighted: (weights) => {
      const total = weights.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [key, w] of weights) {
        roll -= w;
        if (roll < 0) return key;
      }
      return (weights[weights.length - 1] as readonly [never, number])[0];
    },
  };
}

/**
 * A deck with exact shares: `count` items distributed by weight (largest remainders), shuffled.
 * Used so the demo set always contains every status, post type and region, whatever the seed.
 */
export function buildDeck<K>(random: Random, count: number, weights: readonly (readonly [K, number])[]): K[] {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  const shares = weights.map(([key, w]) => {
    const exact = (w / total) * count;
    return { key, n: Math.max(1, Math.floor(exact)), rest: exact - Math.floor(exact) };
  });
  let missing = count - shares.reduce((sum, s) => sum + s.n, 0);
  const byRest = [...shares].sort((a, b) => b.rest - a.rest);
  for (let i = 0; missing > 0; i = (i + 1) % byRest.length, missing--) (byRest[i] as { n: number }).n++;
  const deck: K[] = [];
  for (const s of shares) for (let i = 0; i < s.n; i++) deck.push(s.key);
  return random.shuffle(deck).slice(0, count);
}
