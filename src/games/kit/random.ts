/**
 * A seeded random source in [0, 1) (Park–Miller): painted art (stars, shelves, rocks) looks the same
 * on every mount, and tests shuffle reproducibly.
 */
export function seededRandom(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}
