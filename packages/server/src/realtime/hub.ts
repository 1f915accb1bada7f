import type { Channel } from './channel.ts';
import type { PgBinding } from './changes/subscriptions.ts';

const ALL = '*';

/** A table postgres_changes listen to: `table` '*' for every table of the schema, both '*' for all. */
export interface TableKey {
  schema: string;
  table: string;
}

/** The tables a channel's bindings listen to, each once, as the hub keys them. */
export function tablesOf(bindings: readonly PgBinding[]): TableKey[] {
  return [...tableKeys(bindings)].map(fromKey);
}

/**
 * Every joined channel of this process, indexed by room (broadcast, presence) and by the tables
 * their postgres_changes listen to. A channel is in here exactly while it is joined.
 */
export class Hub {
  readonly rooms = new Map<string, Set<Channel>>();
  /** `schema\0table`, `schema\0*` or `*\0*` -> channels with a binding on it. */
  readonly #tables = new Map<string, Set<Channel>>();

  add(channel: Channel): void {
    let room = this.rooms.get(channel.roomKey);
    if (!room) this.rooms.set(channel.roomKey, (room = new Set()));
    room.add(channel);
    for (const key of tableKeys(channel.pgBindings)) {
      let set = this.#tables.get(key);
      if (!set) this.#tables.set(key, (set = new Set()));
      set.add(channel);
    }
  }

  remove(channel: Channel): void {
    const room = this.rooms.get(channel.roomKey);
    room?.delete(channel);
    if (room?.size === 0) this.rooms.delete(channel.roomKey);
    for (const key of tableKeys(channel.pgBindings)) {
      const set = this.#tables.get(key);
      set?.delete(channel);
      if (set?.size === 0) this.#tables.delete(key);
    }
  }

  room(key: string): ReadonlySet<Channel> {
    return this.rooms.get(key) ?? new Set();
  }

  /** Whether any channel here could be interested in a change of this table. */
  listensTo(schema: string, table: string): boolean {
    return (
      this.#tables.has(`${schema}\u0000${table}`) ||
      this.#tables.has(`${schema}\u0000${ALL}`) ||
      this.#tables.has(`${ALL}\u0000${ALL}`)
    );
  }

  /** Every table some channel here listens to (see TableKey). */
  tables(): TableKey[] {
    return [...this.#tables.keys()].map(fromKey);
  }

  /** Channels with a binding on exactly this key (not those on a wider or narrower one). */
  channelsOn(key: TableKey): ReadonlySet<Channel> {
    return this.#tables.get(`${key.schema}\u0000${key.table}`) ?? new Set();
  }

  /** Every channel with a postgres_changes binding. */
  changeListeners(): Set<Channel> {
    const out = new Set<Channel>();
    for (const set of this.#tables.values()) for (const channel of set) out.add(channel);
    return out;
  }

  /** Channels with a binding that may match a change of this table (event and filter not checked). */
  listeners(schema: string, table: string): Channel[] {
    const out = new Set<Channel>();
    for (const key of [`${schema}\u0000${table}`, `${schema}\u0000${ALL}`, `${ALL}\u0000${ALL}`]) {
      for (const channel of this.#tables.get(key) ?? []) out.add(channel);
    }
    return [...out];
  }
}

function fromKey(key: string): TableKey {
  const at = key.indexOf('\u0000');
  return { schema: key.slice(0, at), table: key.slice(at + 1) };
}

function tableKeys(bindings: readonly PgBinding[]): Set<string> {
  return new Set(bindings.map((b) => `${b.schema}\u0000${b.table ?? ALL}`));
}
