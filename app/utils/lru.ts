// A memo that keeps at most `max` entries, dropping the least recently used: every cache a request's
// text can grow (opening hours, time zones, holidays by date) is one of these, so no stream of distinct
// values can fill a worker's memory. A Map keeps insertion order; a hit moves its key to the end.

export class Lru<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly max: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value for `key`, made by `make` and remembered when it is not known yet. */
  remember(key: K, make: () => V): V {
    if (this.entries.has(key)) {
      const value = this.entries.get(key) as V;
      this.entries.delete(key);
      this.entries.set(key, value);
      return value;
    }
    const value = make();
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }
}
