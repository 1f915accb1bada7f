import type { Queryable } from '../../db/index.ts';
import { buildCache, type SchemaCache } from './cache.ts';
import { readCatalog } from './introspect.ts';

/**
 * The schema cache of the moment. Reloads never overlap: a reload asked for while one runs makes
 * that one go round again, so the last change is always seen.
 */
export class SchemaStore {
  #current: SchemaCache | undefined;
  #running: Promise<void> | undefined;
  #again = false;

  constructor(
    readonly db: Queryable,
    readonly schema: string,
  ) {}

  reload(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      try {
        do {
          this.#again = false;
          this.#current = buildCache(this.schema, await readCatalog(this.db, this.schema));
        } while (this.#again);
      } finally {
        this.#running = undefined;
      }
    })();
    return this.#running;
  }

  async get(): Promise<SchemaCache> {
    if (!this.#current) await this.reload();
    return this.#current!;
  }
}
