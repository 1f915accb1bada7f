import { createHash, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { crc32, deflateSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { z } from 'zod';
import {
  JOURNAL_PARTS,
  ATTACHMENT_BUCKET,
  attachmentPath,
  generateDemoJournal,
  seededRandom,
  type DemoTrade,
} from '../../packages/core/src/index.ts';
import {
  seedDemoJournal,
  tradeInputOf,
  type SeededJournal,
} from '../../packages/server/test/support/demo-journal.ts';
import { RequestFailed, type LoadRecorder } from './load-recorder.ts';
import { signUp } from './signed-up-user.ts';

/** The operations of a trader's loop, in the order the report lists them. */
export const OPERATIONS = [
  'list trades with tags',
  'save_trades',
  'analytics_journal part',
  'update notes',
  'upload a file',
  'attachment record',
] as const;
type Operation = (typeof OPERATIONS)[number];

/** Trades each journal holds before the load; the load's saves come from the same generator. */
const SEEDED_TRADES = 200;
const NEW_TRADES = 100;
const PAGE = 100;
const THINK_MS = { least: 200, most: 500 };

// The trade log's row (apps/web/src/features/trades/api/trade-log.ts, ROW_COLUMNS) with the trade's
// tags embedded, as the log selects them when it filters by a tag.
const LOG_SELECT = [
  'id',
  'symbol',
  'side',
  'status',
  'result',
  'asset_class',
  'account_id',
  'strategy_id',
  'currency',
  'is_sample',
  'opened_at',
  'closed_at',
  'rating',
  'quantity:quantity::text',
  'entry:entry_price::text',
  'exit:exit_price::text',
  'net:net_pnl::text',
  'gross:gross_pnl::text',
  'costs:fees::text',
  'return:return_pct::text',
  'r:r_multiple::text',
  'holding:holding_ms::text',
  'trade_tags(tag_id)',
].join(',');

/** What the server said it kept, to be read back after the load. */
interface Acknowledged {
  saved: Map<string, { symbol: string; fills: number; tags: number }>;
  /** A trade's notes as last acknowledged, and the values of later writes that got no answer. */
  notes: Map<string, { value: string | null; unanswered: Set<string> }>;
  /** Saves that got no answer: each may or may not have been kept. */
  unansweredSaves: number;
  files: Map<string, { sha256: string; bytes: number }>;
  records: Set<string>;
}

export interface LoadTrader {
  index: number;
  id: string;
  /** supabase-js signed in as the trader, one per server process. */
  clients: SupabaseClient[];
  bases: string[];
  anonKey: string;
  accessToken: string;
  tradeIds: string[];
  ids: Omit<SeededJournal, 'trades'>;
  newTrades: DemoTrade[];
  acknowledged: Acknowledged;
}

/** supabase-js with the trader's token on one process, as a second tab behind a balancer would be. */
function clientOn(base: string, anonKey: string, accessToken: string): SupabaseClient {
  return createClient(base, anonKey, {
    accessToken: () => Promise.resolve(accessToken),
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

/** A new trader: signed up through auth/v1, a journal of SEEDED_TRADES written through the API. */
export async function prepareTrader(index: number, bases: string[], anonKey: string): Promise<LoadTrader> {
  const home = bases[index % bases.length]!;
  const user = await signUp(home, anonKey, `load-${index}`);
  const clients = bases.map((base) => clientOn(base, anonKey, user.accessToken));
  const journal = generateDemoJournal({ seed: 7000 + index, trades: SEEDED_TRADES + NEW_TRADES });
  const seeded = await seedDemoJournal(
    clients[index % clients.length]!,
    { ...journal, trades: journal.trades.slice(0, SEEDED_TRADES) },
    { isSample: false },
  );
  const { trades, ...ids } = seeded;
  return {
    index,
    id: user.id,
    clients,
    bases,
    anonKey,
    accessToken: user.accessToken,
    tradeIds: [...trades.values()],
    ids,
    newTrades: journal.trades.slice(SEEDED_TRADES),
    acknowledged: {
      saved: new Map(),
      notes: new Map(),
      unansweredSaves: 0,
      files: new Map(),
      records: new Set(),
    },
  };
}

interface Answer {
  data: unknown;
  error: { code?: string; message: string } | null;
  status: number;
}

/** supabase-js's answer, or the failure it reports as a RequestFailed. */
function answered<T extends Answer>(answer: T): T {
  if (answer.error)
    throw new RequestFailed(answer.status, answer.error.code || 'no code', answer.error.message);
  return answer;
}

/** The analytics worker's request: plain fetch, no client library. */
async function journalPart(trader: LoadTrader, base: string, part: number): Promise<void> {
  const response = await fetch(`${base}/rest/v1/rpc/analytics_journal`, {
    method: 'POST',
    headers: {
      apikey: trader.anonKey,
      Authorization: `Bearer ${trader.accessToken}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({ p_part: part, p_parts: JOURNAL_PARTS }),
  });
  const text = await response.text();
  if (!response.ok) {
    const code = z.object({ code: z.string() }).safeParse(JSON.parse(text || '{}'));
    throw new RequestFailed(response.status, code.success ? code.data.code : 'no code', text);
  }
  const body = z.object({ part: z.number() }).parse(JSON.parse(text));
  if (body.part !== part) throw new RequestFailed(response.status, 'wrong part', text.slice(0, 200));
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A small chart screenshot as a trader attaches one: a grey PNG with a seeded price line across
 * it, different each time (a few KB, the noise keeps it from compressing away).
 */
function chartPng(random: () => number): Uint8Array<ArrayBuffer> {
  const width = 96;
  const height = 64;
  const rows = Buffer.alloc((width + 1) * height);
  let y = height / 2;
  const line: number[] = [];
  for (let x = 0; x < width; x++) {
    y = Math.min(height - 1, Math.max(0, y + (random() - 0.5) * 6));
    line.push(Math.round(y));
  }
  for (let row = 0; row < height; row++) {
    rows[row * (width + 1)] = 0;
    for (let x = 0; x < width; x++)
      rows[row * (width + 1) + 1 + x] = line[x] === row ? 0 : 200 + Math.floor(random() * 56);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
  return new Uint8Array(png);
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * One trader until `until` (performance.now()): the trade log's page, a new trade, the analytics
 * journal in parts, a note, a file and its record, each request to the next process in turn with a
 * seeded think-time between them. A failed request is counted by the recorder and the loop goes on,
 * as a person carries on after an error.
 */
export async function runTrader(trader: LoadTrader, recorder: LoadRecorder, until: number): Promise<void> {
  const random = seededRandom(90_000 + trader.index);
  let turn = trader.index;
  const client = () => trader.clients[turn++ % trader.clients.length]!;
  const base = () => trader.bases[turn++ % trader.bases.length]!;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const ack = trader.acknowledged;
  let saves = 0;
  let writes = 0;
  const over = () => performance.now() >= until;
  const think = () =>
    sleep(
      Math.max(
        0,
        Math.min(THINK_MS.least + random() * (THINK_MS.most - THINK_MS.least), until - performance.now()),
      ),
    );
  const list = async () => {
    const { data } = answered(
      await client()
        .from('trades')
        .select(LOG_SELECT)
        .order('opened_at', { ascending: false })
        .order('id')
        .range(0, PAGE - 1),
    );
    if (!Array.isArray(data) || data.length === 0)
      throw new RequestFailed(200, 'empty page', 'the trade log answered no rows');
  };

  const save = async () => {
    const trade = trader.newTrades[saves++ % trader.newTrades.length]!;
    try {
      const { data } = answered(
        await client().rpc('save_trades', { trades: [tradeInputOf(trade, trader.ids, false)] }),
      );
      const id = z.array(z.string()).length(1).parse(data)[0]!;
      ack.saved.set(id, { symbol: trade.symbol, fills: trade.executions.length, tags: trade.tagRefs.length });
      ack.notes.set(id, { value: trade.notes, unanswered: new Set() });
      trader.tradeIds.push(id);
    } catch (error) {
      if (!(error instanceof RequestFailed) || error.status === 0) ack.unansweredSaves += 1;
      throw error;
    }
  };

  // Both parts at once, as the worker reads them, each to a process of its own.
  const journal = () =>
    Promise.all(
      Array.from({ length: JOURNAL_PARTS }, (_, part) => {
        const to = base();
        return recorder.time('analytics_journal part', () => journalPart(trader, to, part));
      }),
    );

  const update = async () => {
    const id = pick(trader.tradeIds);
    const notes = `Reviewed under load: trader ${trader.index}, note ${writes++}`;
    try {
      const { data } = answered(await client().from('trades').update({ notes }).eq('id', id).select('id'));
      if (!Array.isArray(data) || data.length !== 1)
        throw new RequestFailed(200, 'no row', `the update of ${id} changed ${JSON.stringify(data)}`);
      ack.notes.set(id, { value: notes, unanswered: new Set() });
    } catch (error) {
      // A refused write may still have been applied for all the client knows: either value is kept.
      ack.notes.get(id)?.unanswered.add(notes);
      throw error;
    }
  };

  let upload = { tradeId: '', path: '', bytes: new Uint8Array(0) };
  const store = async () => {
    const tradeId = pick(trader.tradeIds);
    const bytes = chartPng(random);
    const path = attachmentPath(trader.id, tradeId, randomUUID(), 'chart.png');
    upload = { tradeId, path, bytes };
    const { error } = await client()
      .storage.from(ATTACHMENT_BUCKET)
      .upload(path, new Blob([bytes], { type: 'image/png' }), { contentType: 'image/png', upsert: false });
    if (error) {
      const status = 'status' in error && typeof error.status === 'number' ? error.status : 0;
      const code = 'code' in error && typeof error.code === 'string' ? error.code : 'no code';
      throw new RequestFailed(status, code, error.message);
    }
    ack.files.set(path, { sha256: sha256(bytes), bytes: bytes.length });
  };
  const record = async () => {
    answered(
      await client().from('trade_attachments').insert({
        trade_id: upload.tradeId,
        object_path: upload.path,
        file_name: 'chart.png',
        content_type: 'image/png',
        size_bytes: upload.bytes.length,
        position: 0,
      }),
    );
    ack.records.add(upload.path);
  };

  const timed = (operation: Operation, send: () => Promise<unknown>) => () => recorder.time(operation, send);
  const loop: Array<() => Promise<unknown>> = [
    timed('list trades with tags', list),
    timed('save_trades', save),
    journal,
    timed('update notes', update),
    timed('upload a file', store),
    // The web app records a file only once it is stored.
    async () => (ack.files.has(upload.path) ? recorder.time('attachment record', record) : undefined),
  ];
  // People do not all start at the same instant.
  await think();
  for (;;)
    for (const step of loop) {
      if (over()) return;
      try {
        await step();
      } catch {
        // Counted by the recorder.
      }
      await think();
    }
}
