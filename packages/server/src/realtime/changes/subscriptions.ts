import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import type { Catalog } from './catalog.ts';
import { FilterParseError, parseFilter, type FilterCondition } from './filters.ts';

export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE';

/** One postgres_changes listener of a channel, validated against the catalog. */
export interface PgBinding {
  /** Echoed in the join reply and carried in `ids` of every message for it (a number, like RT). */
  id: number;
  event: ChangeEvent | '*';
  /** `*` for every schema. */
  schema: string;
  /** null for every published table of the schema. */
  table: string | null;
  filter: FilterCondition[];
  /** The raw filter text: bindings with the same text share their evaluation. */
  filterText: string;
  /** Columns to deliver (primary key always added); null for all. */
  select: string[] | null;
}

export const bindingParamsSchema = z
  .object({
    event: z.string().max(16).optional(),
    schema: z.string().min(1).max(63).optional(),
    table: z.string().min(1).max(63).optional().nullable(),
    filter: z.string().max(4096).optional().nullable(),
    select: z.array(z.string().min(1).max(63)).max(200).optional().nullable(),
  })
  .passthrough();
export type BindingParams = z.infer<typeof bindingParamsSchema>;

export class SubscriptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SubscriptionError';
  }
}

/** FNV-1a over the params, kept positive and non-zero (the client ignores a falsy id). */
export function bindingId(params: unknown): number {
  const text = JSON.stringify(params);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 0x7ffffff) + 1;
}

/** Reply entries: each requested binding as sent, in order, with its id. */
export function replyEntries(params: BindingParams[]): Array<Record<string, unknown> & { id: number }> {
  const used = new Set<number>();
  return params.map((p) => {
    let id = bindingId(p);
    while (used.has(id)) id = (id % 0x7ffffff) + 1;
    used.add(id);
    return { ...p, id };
  });
}

function unableMessage(p: BindingParams): string {
  return (
    'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect ' +
    `parameters: [event: ${p.event ?? '*'}, schema: ${p.schema ?? 'public'}, table: ${p.table ?? '*'}, filters: [${p.filter ?? ''}]]`
  );
}

function normalEvent(event: string | undefined): PgBinding['event'] {
  const upper = (event ?? '*').toUpperCase();
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*';
}

/**
 * Turns a join's postgres_changes params into bindings, or throws SubscriptionError with the
 * message RT would push as a `system` error. Tables must exist and be in the publication; filter
 * columns must exist and filter values must be valid for their column types.
 */
export async function validateBindings(
  db: Db,
  catalog: Catalog,
  requested: BindingParams[],
  ids: number[],
): Promise<PgBinding[]> {
  const bindings: PgBinding[] = [];
  for (const [index, p] of requested.entries()) {
    const schema = p.schema ?? 'public';
    const table = p.table && p.table !== '*' ? p.table : null;
    let filter: FilterCondition[];
    try {
      filter = parseFilter(p.filter);
    } catch (err) {
      if (err instanceof FilterParseError) throw new SubscriptionError(err.message);
      throw err;
    }
    const select = p.select && p.select.length > 0 ? p.select : null;
    if (table === null) {
      if (filter.length > 0 || select) throw new SubscriptionError(unableMessage(p));
    } else {
      if (schema === '*') throw new SubscriptionError(unableMessage(p));
      let info = await catalog.byName(schema, table, true);
      if (info?.published && !info.captured) {
        await catalog.syncCapture();
        info = await catalog.byName(schema, table, true);
      }
      if (!info || !info.published || !info.captured) throw new SubscriptionError(unableMessage(p));
      const columns = new Map(info.columns.map((c) => [c.name, c]));
      for (const name of select ?? []) {
        if (!columns.has(name)) throw new SubscriptionError(unableMessage(p));
      }
      for (const condition of filter) {
        const column = columns.get(condition.column);
        if (!column) throw new SubscriptionError(unableMessage(p));
        await checkValues(db, condition, column.sqlType);
      }
    }
    bindings.push({
      id: ids[index]!,
      event: normalEvent(p.event),
      schema,
      table,
      filter,
      filterText: p.filter ?? '',
      select,
    });
  }
  return bindings;
}

async function checkValues(db: Db, condition: FilterCondition, sqlType: string): Promise<void> {
  if (condition.op === 'is') return;
  const textual = ['like', 'ilike', 'match', 'imatch'].includes(condition.op);
  const values = condition.op === 'in' ? condition.values : [condition.value];
  try {
    // sqlType comes from format_type() in the catalog; the values travel as parameters.
    await db.query(
      `select v::${textual ? 'text' : sqlType} from pg_catalog.jsonb_array_elements_text($1::jsonb) as t(v)`,
      [JSON.stringify(values)],
    );
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new SubscriptionError(
      `Error parsing \`filter\` params: ${JSON.stringify([condition.column, reason])}`,
    );
  }
}
