// A memo that keeps at most `max` entries, dropping the least recently used: every cache a request's
// text can grow (opening hours, time zones, holidays by date) is one of these, so no stream of distinct
// values can fill a worker's memory. A Map keeps insertion order; a hit moves an older key to the end.

type Entry<V> = { value: V; used: number };

export class Lru<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  /** Counts insertions and moves: an entry's `used` says how far from the end of the order it is. */
  private clock = 0;

  constructor(readonly max: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value for `key`, made by `make` and remembered when it is not known yet. */
  remember(key: K, make: () => V): V {
    const known = this.entries.get(key);
    if (known) {
      // Hot paths ask for the same keys thousands of times a plan: a key still in the newer half of the
      // order stays where it is (it can't be the next dropped), which spares moving it on every hit.
      if (this.clock - known.used >= this.max / 2) {
        this.entries.delete(key);
        known.used = ++this.clock;
        this.entries.set(key, known);
      }
      return known.value;
    }
    const value = make();
    this.entries.set(key, { value, used: ++this.clock });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }
}
