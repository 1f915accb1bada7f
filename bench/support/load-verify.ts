import { createHash } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { ATTACHMENT_BUCKET } from '../../packages/core/src/index.ts';
import type { LoadTrader } from './load-trader.ts';

const CHUNK = 100;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += CHUNK) out.push(list.slice(start, start + CHUNK));
  return out;
}

const tradeRow = z.object({
  id: z.string(),
  symbol: z.string(),
  fill_count: z.number().nullable(),
  notes: z.string().nullable(),
  trade_tags: z.array(z.object({ tag_id: z.string() })),
});

export interface Verified {
  trades: number;
  notes: number;
  files: number;
  records: number;
  /** What differs from what the server acknowledged; empty when everything is there. */
  problems: string[];
}

/**
 * Reads back, with the service role, everything the server acknowledged to one trader: the size
 * of the journal, each saved trade (symbol, fills, tags), each note as last written, each stored
 * file's bytes and its attachment record.
 */
export async function verifyTrader(trader: LoadTrader, admin: SupabaseClient): Promise<Verified> {
  const ack = trader.acknowledged;
  const problems: string[] = [];
  const who = `trader ${trader.index}`;

  const counted = await admin
    .from('trades')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', trader.id);
  if (counted.error) throw new Error(`${who}: counting trades: ${counted.error.message}`);
  // The seeded ones, the acknowledged saves, and at most each save whose answer never came.
  const least = trader.tradeIds.length;
  const most = least + ack.unansweredSaves;
  const count = counted.count ?? -1;
  if (count < least || count > most)
    problems.push(
      `${who}: ${count} trades where ${least}${most > least ? ` to ${most}` : ''} were acknowledged`,
    );

  const ids = [...new Set([...ack.saved.keys(), ...ack.notes.keys()])];
  const found = new Map<string, z.infer<typeof tradeRow>>();
  for (const chunk of chunks(ids)) {
    const { data, error } = await admin
      .from('trades')
      .select('id, symbol, fill_count, notes, trade_tags(tag_id)')
      .in('id', chunk);
    if (error) throw new Error(`${who}: reading trades: ${error.message}`);
    for (const row of z.array(tradeRow).parse(data)) found.set(row.id, row);
  }
  for (const [id, saved] of ack.saved) {
    const row = found.get(id);
    if (!row) problems.push(`${who}: saved trade ${id} is missing`);
    else if (
      row.symbol !== saved.symbol ||
      row.fill_count !== saved.fills ||
      row.trade_tags.length !== saved.tags
    )
      problems.push(
        `${who}: trade ${id} holds ${row.symbol} with ${row.fill_count} fills and ${row.trade_tags.length} tags, saved as ${saved.symbol} with ${saved.fills} and ${saved.tags}`,
      );
  }
  for (const [id, notes] of ack.notes) {
    const row = found.get(id);
    if (!row) continue;
    if (row.notes !== notes.value && !notes.unanswered.has(row.notes ?? ''))
      problems.push(
        `${who}: trade ${id} notes ${JSON.stringify(row.notes)}, acknowledged ${JSON.stringify(notes.value)}`,
      );
  }

  const bucket = admin.storage.from(ATTACHMENT_BUCKET);
  for (const [path, file] of ack.files) {
    const { data, error } = await bucket.download(path);
    if (error) {
      problems.push(`${who}: file ${path}: ${error.message}`);
      continue;
    }
    const bytes = new Uint8Array(await data.arrayBuffer());
    const sum = createHash('sha256').update(bytes).digest('hex');
    if (sum !== file.sha256)
      problems.push(`${who}: file ${path} holds ${bytes.length} other bytes than the ${file.bytes} stored`);
  }
  const recorded = new Set<string>();
  for (const chunk of chunks([...ack.records])) {
    const { data, error } = await admin
      .from('trade_attachments')
      .select('object_path')
      .in('object_path', chunk);
    if (error) throw new Error(`${who}: reading attachment records: ${error.message}`);
    for (const row of z.array(z.object({ object_path: z.string() })).parse(data))
      recorded.add(row.object_path);
  }
  for (const path of ack.records)
    if (!recorded.has(path)) problems.push(`${who}: attachment record of ${path} is missing`);

  return {
    trades: ack.saved.size,
    notes: ack.notes.size,
    files: ack.files.size,
    records: ack.records.size,
    problems,
  };
}
