import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';

/** A fill as rpc/save_trades takes it; numbers as decimal text, as the web sends them. */
export interface FillInput {
  id?: string;
  executed_at: string;
  side: 'buy' | 'sell';
  quantity: string;
  price: string;
  commission?: string;
  fees?: string;
  currency?: string;
  broker_execution_id?: string | null;
  order_id?: string | null;
  note?: string | null;
  /** The charge is the trader's commission schedule's (the form prefilled it); left out keeps a stored fill's mark. */
  fees_from_schedule?: boolean;
}

/** A trade as rpc/save_trades takes it: its own columns, its fills and its tags. */
export type TradeInput = Record<string, unknown> & { executions?: FillInput[]; tag_ids?: string[] };

/** Every derived figure of a trade, exact decimals as text (numeric over JSON would be a double). */
export const FIGURES = [
  'id',
  'side',
  'status',
  'opened_at',
  'closed_at',
  'quantity::text',
  'closed_quantity::text',
  'open_quantity::text',
  'entry_price::text',
  'exit_price::text',
  'fees::text',
  'gross_pnl::text',
  'net_pnl::text',
  'return_pct::text',
  'initial_risk::text',
  'r_multiple::text',
  'planned_r::text',
  'holding_ms',
  'result',
  'fill_count',
].join(', ');

const decimal = z.string().nullable();

export const figuresRow = z.object({
  id: z.string(),
  side: z.enum(['long', 'short']),
  status: z.enum(['planned', 'open', 'closed']),
  opened_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  quantity: decimal,
  closed_quantity: decimal,
  open_quantity: decimal,
  entry_price: z.string(),
  exit_price: decimal,
  fees: z.string(),
  gross_pnl: decimal,
  net_pnl: decimal,
  return_pct: decimal,
  initial_risk: decimal,
  r_multiple: decimal,
  planned_r: decimal,
  holding_ms: z.number().nullable(),
  result: z.enum(['win', 'loss', 'breakeven']).nullable(),
  fill_count: z.number(),
});
export type Figures = z.infer<typeof figuresRow>;

/** Saves trades through rpc/save_trades and returns their ids, or throws the database's refusal. */
export async function saveTrades(client: SupabaseClient, trades: TradeInput[]): Promise<string[]> {
  const { data, error } = await client.rpc('save_trades', { trades });
  if (error) throw Object.assign(new Error(error.message), { code: error.code });
  return z.array(z.string()).parse(data);
}

export async function figuresOf(client: SupabaseClient, id: string): Promise<Figures> {
  const { data, error } = await client.from('trades').select(FIGURES).eq('id', id).single();
  if (error) throw new Error(error.message);
  return figuresRow.parse(data);
}

/** Numeric text compared as a number of the same value ('15.0' equals '15'). */
export function sameDecimal(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  const trim = (s: string) => {
    const negative = s.startsWith('-');
    const body = negative ? s.slice(1) : s;
    const [int = '0', frac = ''] = body.split('.');
    const i = int.replace(/^0+(?=\d)/, '');
    const f = frac.replace(/0+$/, '');
    const text = f ? `${i}.${f}` : i;
    return negative && text !== '0' ? `-${text}` : text;
  };
  return trim(a) === trim(b);
}

/** Inserts one row as the client's user and answers its id. */
export async function insertOne(
  client: SupabaseClient,
  table: string,
  row: Record<string, unknown>,
): Promise<string> {
  const { data, error } = await client.from(table).insert(row).select('id').single();
  if (error) throw new Error(`${table}: ${error.message}`);
  return z.object({ id: z.string() }).parse(data).id;
}
