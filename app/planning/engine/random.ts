/** A small seeded generator (mulberry32): the same seed gives the same plan. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed from text, for deterministic variety (e.g. picking a phrase per place). */
export function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * A number in [0, 1) fixed by a construction's seed, a position and a place's key: the same place at the
 * same position draws the same chance whatever else is on offer, so adding or removing one candidate
 * does not reshuffle every later pick (as drawing from one stream per option did).
 */
export function noiseFor(seed: number, position: number, key: number): number {
  let t = (Math.imul(seed ^ key, 0x9e3779b1) + Math.imul(position + 1, 0x85ebca6b)) >>> 0;
  t = Math.imul(t ^ (t >>> 16), 0x7feb352d);
  t = Math.imul(t ^ (t >>> 15), 0x846ca68b);
  return ((t ^ (t >>> 16)) >>> 0) / 4294967296;
}
