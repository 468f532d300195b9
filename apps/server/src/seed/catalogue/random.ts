/**
 * A seeded pseudo-random generator (sfc32, seeded through splitmix32): the same seed gives the same
 * numbers on every machine and Node version, unlike `Math.random`. Not for anything secret.
 */
export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** `parts` are mixed into one seed: `new SeededRandom(seed, 'product', 17)`. */
  constructor(...parts: readonly (number | string)[]) {
    let state = hashParts(parts);
    const next = () => {
      state = (state + 0x9e3779b9) | 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    // The first outputs of sfc32 still show the seed; discard them.
    for (let index = 0; index < 12; index += 1) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `count` different items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      const [item] = pool.splice(Math.floor(this.next() * pool.length), 1);
      chosen.push(item as T);
    }
    return chosen;
  }

  /** One of `choices`, each as likely as its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = choices[choices.length - 1];
    if (!last) throw new RangeError('cannot choose from an empty list');
    return last[0];
  }

  /**
   * A whole number spread like sales figures: most small, a few large (log-uniform between
   * `min` and `max`).
   */
  logInt(min: number, max: number): number {
    const low = Math.log(min + 1);
    const high = Math.log(max + 1);
    return Math.min(max, Math.max(min, Math.round(Math.exp(low + this.next() * (high - low)) - 1)));
  }
}

/** FNV-1a over the parts' text, so `('a', 1)` and `('a1')` differ. */
function hashParts(parts: readonly (number | string)[]): number {
  let hash = 0x811c9dc5;
  for (const character of parts.map((part) => `${typeof part}:${part}`).join('\u0000')) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
