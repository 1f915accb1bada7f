import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.ts';
import { pushSystem, type Channel } from '../channel.ts';
import { PEER_EXPIRY_MS } from '../presence-cluster.ts';
import type { Hub, TableKey } from '../hub.ts';
import { MISSED_CHANGES_MESSAGE } from './feed.ts';

/**
 * How long a process's rows of realtime.listening count without being renewed: the time after
 * which presence takes a silent process to have crashed. realtime.capture_change() (platform
 * migration 0026) holds the same 35 s. The realtime upkeep renews every 15 s, so one failed
 * renewal costs nothing.
 */
export const LISTENING_EXPIRY_SECONDS = PEER_EXPIRY_MS / 1000;

const keyOf = (table: TableKey): string => `${table.schema}\u0000${table.table}`;

/**
 * Renews this process's rows of the wanted tables (and, for the upkeep, deletes its others), and
 * returns the wanted tables whose row was missing or had expired: changes to them were not
 * captured until now. Every part of the statement sees the table as it was before it, so `before`
 * is what the trigger went by.
 */
function renewSql(dropUnwanted: boolean): string {
  return `
    with wanted as (
      select * from unnest($2::text[], $3::text[]) as w (schema_name, table_name)
    ),
    before as (
      select schema_name, table_name, seen_at from realtime.listening where process_id = $1
    ),
    renewed as (
      insert into realtime.listening (process_id, schema_name, table_name)
      select $1, schema_name, table_name from wanted
      on conflict (process_id, schema_name, table_name) do update set seen_at = now()
    )${
      dropUnwanted
        ? `,
    dropped as (
      delete from realtime.listening l
      where l.process_id = $1
        and not exists (
          select 1 from wanted w where w.schema_name = l.schema_name and w.table_name = l.table_name
        )
    )`
        : ''
    }
    select w.schema_name, w.table_name
    from wanted w left join before b using (schema_name, table_name)
    where b.seen_at is null or b.seen_at <= now() - make_interval(secs => $4)`;
}

interface Batch {
  tables: Map<string, TableKey>;
  done: Promise<void>;
}

/**
 * This process's entries in realtime.listening, which decides whether the capture trigger records
 * a change at all: a table's row is written before a join listening to it is answered, so whatever
 * is committed after the client hears "SUBSCRIBED" is captured. The realtime upkeep renews the rows
 * of the tables the hub still listens to, drops the others, and deletes the rows of processes not
 * seen for 35 s. A renewal that finds a row gone or expired (the database did not answer for that
 * long) tells the channels on it that changes may have been missed, as the feed does.
 *
 * Writes go one after another, so an upkeep never drops a row a join has just written; joins
 * waiting together share one write.
 */
export class ListeningTables {
  /** Tables of joins that have registered but whose channel is not in the hub yet. */
  readonly #joining = new Map<string, { table: TableKey; count: number }>();
  #queue: Promise<unknown> = Promise.resolve();
  #batch: Batch | null = null;
  /** An upkeep waiting its turn: a database slow to answer gets one, not one per tick. */
  #refreshing: Promise<void> | null = null;
  #stopped = false;

  constructor(
    private readonly db: Db,
    private readonly hub: Hub,
    /** Who this process is to the others (the bus's origin). */
    private readonly processId: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Resolves once changes to these tables are captured, to a function the join calls as soon as its
   * channel is in the hub (or it gave up): until then the upkeep keeps the rows. Rejects with the
   * database's error.
   */
  async register(tables: readonly TableKey[]): Promise<() => void> {
    for (const table of tables) {
      const key = keyOf(table);
      const held = this.#joining.get(key);
      if (held) held.count++;
      else this.#joining.set(key, { table, count: 1 });
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      for (const table of tables) {
        const key = keyOf(table);
        const held = this.#joining.get(key);
        if (held && --held.count === 0) this.#joining.delete(key);
      }
    };
    try {
      await this.#write(tables);
    } catch (err) {
      release();
      throw err;
    }
    return release;
  }

  /** The upkeep: renews what the hub listens to, drops the rest, deletes expired processes' rows. */
  refresh(): Promise<void> {
    this.#refreshing ??= this.#enqueue(async () => {
      this.#refreshing = null;
      if (this.#stopped) return;
      const tables = new Map<string, TableKey>();
      for (const table of this.hub.tables()) tables.set(keyOf(table), table);
      for (const [key, { table }] of this.#joining) tables.set(key, table);
      try {
        await this.#renew([...tables.values()], true);
      } catch (err) {
        if (!this.#stopped)
          this.log.warn({ err }, 'realtime: renewing the tables this process listens to failed');
        return;
      }
      try {
        await this.db.query(
          `delete from realtime.listening
            where process_id <> $1 and seen_at <= now() - make_interval(secs => $2)`,
          [this.processId, LISTENING_EXPIRY_SECONDS],
        );
      } catch (err) {
        if (!this.#stopped)
          this.log.warn({ err }, 'realtime: deleting the tables of stopped processes failed');
      }
    });
    return this.#refreshing;
  }

  /** Stops capture for this process's channels; its sockets are closed by then. */
  stop(): Promise<void> {
    this.#stopped = true;
    return this.#enqueue(async () => {
      try {
        await this.db.query('delete from realtime.listening where process_id = $1', [this.processId]);
      } catch (err) {
        // Left behind, the rows expire after 35 s like those of a crashed process.
        this.log.warn({ err }, 'realtime: could not remove the tables this process listened to');
      }
    });
  }

  #write(tables: readonly TableKey[]): Promise<void> {
    if (!this.#batch) {
      const batch: Batch = {
        tables: new Map(),
        done: this.#enqueue(async () => {
          if (this.#batch === batch) this.#batch = null;
          // Its rows would outlive the process by 35 s; its sockets are closing anyway.
          if (this.#stopped) return;
          await this.#renew([...batch.tables.values()], false);
        }),
      };
      this.#batch = batch;
    }
    for (const table of tables) this.#batch.tables.set(keyOf(table), table);
    return this.#batch.done;
  }

  async #renew(tables: TableKey[], dropUnwanted: boolean): Promise<void> {
    const { rows } = await this.db.query<{ schema_name: string; table_name: string }>(
      renewSql(dropUnwanted),
      [this.processId, tables.map((t) => t.schema), tables.map((t) => t.table), LISTENING_EXPIRY_SECONDS],
    );
    const told = new Set<Channel>();
    for (const row of rows) {
      for (const channel of this.hub.channelsOn({ schema: row.schema_name, table: row.table_name })) {
        if (told.has(channel) || channel.sink.closed) continue;
        told.add(channel);
        pushSystem(channel, 'postgres_changes', 'error', MISSED_CHANGES_MESSAGE);
      }
    }
    if (told.size > 0)
      this.log.warn(
        { channels: told.size },
        'realtime: changes were not captured for a while; channels told',
      );
  }

  #enqueue(op: () => Promise<void>): Promise<void> {
    const run = this.#queue.then(op);
    this.#queue = run.catch(() => undefined);
    return run;
  }
}
