import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import type { Hub } from '../hub.ts';
import type { ChangeDispatcher } from './dispatch.ts';
import type { Change } from './payload.ts';

export const CHANGES_CHANNEL = 'edgelog_realtime_changes';

const notificationSchema = z.object({
  id: z.coerce.string().regex(/^\d{1,19}$/),
  schema: z.string(),
  table: z.string(),
});

interface ChangeRow {
  id: string;
  relid: string;
  schema_name: string;
  table_name: string;
  type: Change['type'];
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  commit_timestamp: Date;
}

const BATCH = 200;

/**
 * Hears the capture trigger's NOTIFY (on every process sharing the database), reads the captured
 * rows back in batches and hands them to the dispatcher one at a time, in commit order, so each
 * subscriber sees changes in the order they happened.
 */
export class ChangeFeed {
  #queue: string[] = [];
  #draining: Promise<void> | null = null;
  #unlisten: (() => Promise<void>) | null = null;
  #stopped = false;

  constructor(
    private readonly db: Db,
    private readonly hub: Hub,
    private readonly dispatcher: ChangeDispatcher,
    private readonly log: FastifyBaseLogger,
    private readonly retentionSeconds = 300,
  ) {}

  async start(): Promise<void> {
    this.#unlisten = await this.db.listen(CHANGES_CHANNEL, (payload) => this.#onNotification(payload));
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#queue = [];
    await this.#unlisten?.();
    await this.#draining;
  }

  async prune(): Promise<void> {
    try {
      await this.db.query(
        `delete from realtime.changes where commit_timestamp < now() - make_interval(secs => $1)`,
        [this.retentionSeconds],
      );
    } catch (err) {
      if (!this.#stopped) this.log.warn({ err }, 'realtime: pruning captured changes failed');
    }
  }

  #onNotification(payload: string): void {
    if (this.#stopped) return;
    let note: z.infer<typeof notificationSchema>;
    try {
      note = notificationSchema.parse(JSON.parse(payload));
    } catch {
      return;
    }
    if (!this.hub.listensTo(note.schema, note.table)) return;
    this.#queue.push(note.id);
    this.#draining ??= this.#drain().finally(() => {
      this.#draining = null;
    });
  }

  async #drain(): Promise<void> {
    while (this.#queue.length > 0 && !this.#stopped) {
      const ids = this.#queue.splice(0, BATCH);
      let rows: ChangeRow[];
      try {
        ({ rows } = await this.db.query<ChangeRow>(
          `select id::text, relid::text, schema_name, table_name, type, record, old_record, commit_timestamp
             from realtime.changes where id = any ($1::text::bigint[])`,
          [`{${ids.join(',')}}`],
        ));
      } catch (err) {
        if (!this.#stopped)
          this.log.error({ err }, 'realtime: reading captured changes failed; changes dropped');
        continue;
      }
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const id of ids) {
        const row = byId.get(id);
        if (!row || this.#stopped) continue;
        try {
          await this.dispatcher.dispatch({
            id: row.id,
            relid: row.relid,
            schema: row.schema_name,
            table: row.table_name,
            type: row.type,
            record: row.record,
            oldRecord: row.old_record,
            commitTimestamp: row.commit_timestamp,
          });
        } catch (err) {
          this.log.error({ err, change: id }, 'realtime: dispatching a change failed');
        }
      }
    }
  }
}
