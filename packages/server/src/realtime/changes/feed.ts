import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { pushSystem, type Channel } from '../channel.ts';
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
const PROBE_EVERY_MS = 500;

/** The `system` message a channel gets when changes it listens to may not have reached it. */
export const MISSED_CHANGES_MESSAGE = 'Changes may have been missed; read the data again';

/**
 * Hears the capture trigger's NOTIFY (on every process sharing the database), reads the captured
 * rows back in batches and hands them to the dispatcher one at a time, in commit order, so each
 * subscriber sees changes in the order they happened.
 *
 * A change that cannot be delivered (the listening connection dropped, the database did not answer)
 * is not replayed: each channel that may have missed it gets a postgres_changes `system` error,
 * once the database answers again, and reads what it shows anew.
 */
export class ChangeFeed {
  #queue: string[] = [];
  #draining: Promise<void> | null = null;
  #unlisten: (() => Promise<void>) | null = null;
  #stopped = false;
  /** Channels owed word of missed changes; `#owedAll` for every channel with postgres_changes. */
  readonly #owed = new Set<Channel>();
  #owedAll = false;

  constructor(
    private readonly db: Db,
    private readonly hub: Hub,
    private readonly dispatcher: ChangeDispatcher,
    private readonly log: FastifyBaseLogger,
    private readonly retentionSeconds = 300,
  ) {}

  async start(): Promise<void> {
    this.#unlisten = await this.db.listen(
      CHANGES_CHANNEL,
      (payload) => this.#onNotification(payload),
      () => {
        this.log.warn('realtime: listening for changes again after the connection was lost');
        this.#missed();
      },
    );
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#queue = [];
    this.#owed.clear();
    this.#owedAll = false;
    await this.#unlisten?.();
    await this.#draining;
  }

  /** Resolves once every change heard so far has been handed to its subscribers. */
  async idle(): Promise<void> {
    while (this.#draining) await this.#draining;
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
    this.#kick();
  }

  /** Without channels: every channel with postgres_changes may have missed something. */
  #missed(channels?: Iterable<Channel>): void {
    if (this.#stopped) return;
    if (channels === undefined) this.#owedAll = true;
    else for (const channel of channels) this.#owed.add(channel);
    this.#kick();
  }

  #kick(): void {
    this.#draining ??= this.#drain().finally(() => {
      this.#draining = null;
      if (!this.#stopped && (this.#queue.length > 0 || this.#owesWord())) this.#kick();
    });
  }

  #owesWord(): boolean {
    return this.#owedAll || this.#owed.size > 0;
  }

  async #drain(): Promise<void> {
    while (!this.#stopped) {
      if (this.#queue.length > 0) {
        await this.#deliver(this.#queue.splice(0, BATCH));
      } else if (!this.#owesWord()) {
        return;
      } else if (await this.#answers()) {
        this.#tellMissed();
      } else {
        await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
      }
    }
  }

  async #deliver(ids: string[]): Promise<void> {
    let rows: ChangeRow[];
    try {
      ({ rows } = await this.db.query<ChangeRow>(
        `select id::text, relid::text, schema_name, table_name, type, record, old_record, commit_timestamp
           from realtime.changes where id = any ($1::text::bigint[])`,
        [`{${ids.join(',')}}`],
      ));
    } catch (err) {
      if (this.#stopped) return;
      this.log.error({ err }, 'realtime: reading captured changes failed; channels will be told');
      this.#missed();
      return;
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids) {
      const row = byId.get(id);
      if (!row || this.#stopped) continue;
      try {
        const withheld = await this.dispatcher.dispatch({
          id: row.id,
          relid: row.relid,
          schema: row.schema_name,
          table: row.table_name,
          type: row.type,
          record: row.record,
          oldRecord: row.old_record,
          commitTimestamp: row.commit_timestamp,
        });
        if (withheld.length > 0) this.#missed(withheld);
      } catch (err) {
        this.log.error({ err, change: id }, 'realtime: dispatching a change failed');
        this.#missed(this.hub.listeners(row.schema_name, row.table_name));
      }
    }
  }

  async #answers(): Promise<boolean> {
    try {
      await this.db.query('select 1');
      return true;
    } catch {
      return false;
    }
  }

  #tellMissed(): void {
    const joined = this.hub.changeListeners();
    const targets = this.#owedAll ? joined : [...this.#owed].filter((c) => joined.has(c));
    this.#owedAll = false;
    this.#owed.clear();
    for (const channel of targets) {
      if (!channel.sink.closed) pushSystem(channel, 'postgres_changes', 'error', MISSED_CHANGES_MESSAGE);
    }
  }
}
