import type { FastifyBaseLogger } from 'fastify';
import type { Db, RequestIdentity } from '../../db/index.ts';
import { channelRole, push, type Channel } from '../channel.ts';
import type { Hub } from '../hub.ts';
import type { Catalog, TableInfo } from './catalog.ts';
import { certainlyFails, type FilterCondition } from './filters.ts';
import { buildChangeData, type Change } from './payload.ts';
import type { PgBinding } from './subscriptions.ts';
import { checkVisibility } from './visibility.ts';

interface Candidate {
  channel: Channel;
  bindings: PgBinding[];
}

interface IdentityGroup {
  token: string;
  identity: RequestIdentity;
  candidates: Candidate[];
  filters: Map<string, FilterCondition[]>;
}

const CONCURRENCY = 4;

function bindingMatches(binding: PgBinding, change: Change): boolean {
  return (
    (binding.event === '*' || binding.event === change.type) &&
    (binding.schema === '*' || binding.schema === change.schema) &&
    (binding.table === null || binding.table === change.table)
  );
}

/**
 * Delivers one captured change to every channel of this process that listens for it and whose
 * subscriber may see the row: filters and row-level security are evaluated in PostgreSQL as the
 * subscriber, once per distinct token.
 */
export class ChangeDispatcher {
  constructor(
    private readonly db: Db,
    private readonly catalog: Catalog,
    private readonly hub: Hub,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves to the channels the change may be for but could not be checked for (withheld). */
  async dispatch(change: Change): Promise<Channel[]> {
    const listeners = this.hub.listeners(change.schema, change.table);
    if (listeners.length === 0) return [];
    const table = await this.catalog.byId(change.relid);
    const subject = change.type === 'DELETE' ? change.oldRecord : change.record;
    if (!table || !subject) return [];
    const types = new Map(table.columns.map((c) => [c.name, c.type]));

    const groups = new Map<string, IdentityGroup>();
    for (const channel of listeners) {
      if (channel.sink.closed) continue;
      const bindings = channel.pgBindings.filter(
        (b) =>
          bindingMatches(b, change) &&
          !b.filter.some((c) => certainlyFails(c, subject, types.get(c.column) ?? '')),
      );
      if (bindings.length === 0) continue;
      const key = channel.auth.token;
      let group = groups.get(key);
      if (!group)
        groups.set(
          key,
          (group = { token: key, identity: channel.auth.identity, candidates: [], filters: new Map() }),
        );
      group.candidates.push({ channel, bindings });
      for (const b of bindings) if (b.filter.length > 0) group.filters.set(b.filterText, b.filter);
    }

    const queue = [...groups.values()];
    const withheld: Channel[] = [];
    const worker = async () => {
      for (let group = queue.shift(); group; group = queue.shift()) {
        if (!(await this.#deliver(group, change, table, subject)))
          withheld.push(...group.candidates.map((c) => c.channel));
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
    return withheld;
  }

  /** False when visibility could not be checked and the change was withheld. */
  async #deliver(
    group: IdentityGroup,
    change: Change,
    table: TableInfo,
    subject: Record<string, unknown>,
  ): Promise<boolean> {
    let answer;
    try {
      answer = await checkVisibility(this.db, group.identity, table, subject, group.filters);
    } catch (err) {
      this.log.warn(
        { err, table: `${table.schema}.${table.table}` },
        'realtime: visibility check failed; change withheld',
      );
      return false;
    }
    if (!answer.visible) return true;
    for (const { channel, bindings } of group.candidates) {
      // The token may have changed (another user signed in) while the check ran.
      if (channel.sink.closed || channel.auth.token !== group.token) continue;
      const passing = bindings.filter(
        (b) => b.filter.length === 0 || answer.filters.get(b.filterText) === true,
      );
      // Bindings with different column selections get separate messages.
      const bySelect = new Map<string, PgBinding[]>();
      for (const b of passing) {
        const key = b.select ? JSON.stringify(b.select) : '';
        bySelect.set(key, [...(bySelect.get(key) ?? []), b]);
      }
      for (const same of bySelect.values()) {
        const data = buildChangeData(change, table, channelRole(channel), same[0]!.select);
        push(channel, 'postgres_changes', { ids: same.map((b) => b.id), data });
      }
    }
    return true;
  }
}
