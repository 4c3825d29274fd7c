/**
 * Isolate-memory values, one per key, each re-loaded at most once per TTL by a single load at a
 * time (concurrent requests share it), and kept when a reload fails: a bad publish or a KV hiccup
 * leaves the last good value serving instead of failing requests.
 */
export class RefreshingCache<V> {
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, { value: V; loadedAt: number }>();
  readonly #pending = new Map<string, Promise<V>>();

  constructor(ttlMs: number, now: () => number) {
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  /** The value of `key`, from memory while fresh, else from `load`. Rejects only when there is no good value at all. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.#entries.get(key);
    if (entry && this.#now() - entry.loadedAt < this.#ttlMs) return Promise.resolve(entry.value);
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = this.#reload(key, load, entry?.value).finally(() => this.#pending.delete(key));
      this.#pending.set(key, pending);
    }
    return pending;
  }

  async #reload(key: string, load: () => Promise<V>, previous: V | undefined): Promise<V> {
    try {
      const value = await load();
      this.#entries.set(key, { value, loadedAt: this.#now() });
      return value;
    } catch (error) {
      // Without a good value the caller fails (and logs) this request; the next one retries at once.
      if (previous === undefined) throw error;
      console.error('reload failed; serving the last good value', { key, error: String(error) });
      // Keep it for another TTL rather than retrying (and re-reading KV) on every request.
      this.#entries.set(key, { value: previous, loadedAt: this.#now() });
      return previous;
    }
  }
}
