/**
 * A small least-recently-used cache of in-flight and settled reads, so the
 * widgets on a page share one request per call. Failed reads are dropped, so
 * a later render can try again.
 */
export class RequestCache {
  readonly #entries = new Map<string, Promise<unknown>>();

  constructor(readonly maxEntries: number) {}

  get size(): number {
    return this.#entries.size;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit as Promise<T>;
    }
    const promise = load();
    this.#entries.set(key, promise);
    promise.catch(() => {
      if (this.#entries.get(key) === promise) this.#entries.delete(key);
    });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return promise;
  }
}
