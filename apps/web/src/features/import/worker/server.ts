// The worker's calls to the server: plain fetch as the signed-in trader (no client library in the
// worker), so the plan and the batch never pass through the page's thread.
import {
  COMMISSION_KINDS,
  type CommissionScheduleRow,
  type ExistingImport,
  type InstrumentOverride,
  type OpenTrade,
  type SaveCashInput,
  type SaveTradeInput,
  type StoredFill,
} from '@edgelog/core';
import { z } from 'zod';
import type { Connection } from './import-api';

/** A failed call as a plain body: a structured clone of an Error would lose its code and status. */
export interface ImportErrorBody {
  importError: true;
  message: string;
  code?: string;
  status?: number;
}

async function call(connection: Connection, path: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${connection.url.replace(/\/$/, '')}${path}`, {
      ...init,
      headers: {
        apikey: connection.apiKey,
        authorization: `Bearer ${connection.accessToken}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
    });
  } catch (error) {
    const body: ImportErrorBody = {
      importError: true,
      message: error instanceof Error ? error.message : 'Failed to fetch',
    };
    throw body;
  }
  const text = await response.text();
  // A proxy's or gateway's error page is HTML: its status still says what went wrong.
  const parsed = readJson(text);
  if (!response.ok) {
    const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    const body: ImportErrorBody = {
      importError: true,
      message: typeof record.message === 'string' ? record.message : `The server answered ${response.status}`,
      status: response.status,
      ...(typeof record.code === 'string' ? { code: record.code } : {}),
    };
    throw body;
  }
  if (parsed === undefined) {
    const body: ImportErrorBody = {
      importError: true,
      message: 'The server answered with something that is not JSON.',
      status: response.status,
    };
    throw body;
  }
  return parsed;
}

/** The answer's JSON, null for an empty answer, undefined when it is not JSON. */
function readJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function rpc(connection: Connection, name: string, args: unknown): Promise<unknown> {
  // Nulls are left out: the database reads a missing key as null, and a batch of 100,000 fills is
  // a fifth smaller without them.
  const body = withoutNulls(args);
  return call(connection, `/rest/v1/rpc/${name}`, { method: 'POST', body });
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function field(record: Record<string, unknown>, camel: string, snake: string): unknown {
  return record[camel] ?? record[snake];
}

/**
 * What the account holds over the file's time range: stored keys and broker ids, open trades, and
 * the keys of its imported deposits and withdrawals.
 */
export async function fetchExisting(
  connection: Connection,
  accountId: string,
  from: string,
  to: string,
): Promise<ExistingImport & { cashKeys: string[] }> {
  const answer = await rpc(connection, 'import_keys', { account_id: accountId, from, to });
  const record = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  const open = field(record, 'openTrades', 'open_trades');
  return {
    brokerExecutionIds: strings(field(record, 'brokerExecutionIds', 'broker_execution_ids')),
    importKeys: strings(field(record, 'importKeys', 'import_keys')),
    cashKeys: strings(field(record, 'cashKeys', 'cash_keys')),
    // The server's rows are the plan's OpenTrade shape (numbers as text); read as such.
    openTrades: Array.isArray(open) ? (open as OpenTrade[]).map(withFills) : [],
  };
}

function withFills(trade: OpenTrade): OpenTrade {
  const executions: StoredFill[] = Array.isArray(trade.executions) ? trade.executions : [];
  return { ...trade, executions };
}

interface InstrumentRow {
  symbol: string;
  asset_class: InstrumentOverride['assetClass'];
  multiplier: string | null;
  tick_size: string | null;
  pip_size: string | null;
  quote_currency: string | null;
}

/** The trader's own instruments, which win over the built-in multipliers. */
export async function fetchInstruments(connection: Connection): Promise<InstrumentOverride[]> {
  const select =
    'symbol,asset_class,multiplier:multiplier::text,tick_size:tick_size::text,pip_size:pip_size::text,quote_currency';
  const rows = await call(connection, `/rest/v1/instruments?select=${encodeURIComponent(select)}`, {
    method: 'GET',
  });
  if (!Array.isArray(rows)) return [];
  return (rows as InstrumentRow[]).map((row) => ({
    symbol: row.symbol,
    assetClass: row.asset_class,
    multiplier: row.multiplier,
    tickSize: row.tick_size,
    pipSize: row.pip_size,
    quoteCurrency: row.quote_currency,
  }));
}

const scheduleRow = z.object({
  accountId: z.string().nullable(),
  symbol: z.string().nullable(),
  kind: z.enum(COMMISSION_KINDS),
  perUnit: z.string(),
  perFill: z.string(),
  percent: z.string().nullable(),
  minCharge: z.string().nullable(),
  maxCharge: z.string().nullable(),
});

/** The trader's commission schedule, charged to the fills of a file without costs; amounts as text. */
export async function fetchSchedule(connection: Connection): Promise<CommissionScheduleRow[]> {
  const select =
    'accountId:account_id,symbol,kind,perUnit:per_unit::text,perFill:per_fill::text,percent:percent::text,minCharge:min_charge::text,maxCharge:max_charge::text';
  const rows = await call(connection, `/rest/v1/commission_defaults?select=${encodeURIComponent(select)}`, {
    method: 'GET',
  });
  return z.array(scheduleRow).parse(rows);
}

export interface BatchInput {
  account_id: string;
  file_names: string[];
  format: string;
  counts: Record<string, number>;
  row_errors: number;
  /** The file's new deposits and withdrawals, written with the last call. */
  cash: SaveCashInput[];
}

const withoutNulls = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) => (item === null ? undefined : item));

// The API refuses bodies over 10 MiB: a larger plan goes in parts well under it.
const PART_BYTES = 6 * 1024 * 1024;

/** The trades cut into runs whose JSON stays under `limit` characters each (one trade at least). */
export function planParts(trades: readonly SaveTradeInput[], limit = PART_BYTES): SaveTradeInput[][] {
  const parts: SaveTradeInput[][] = [[]];
  let size = 0;
  for (const trade of trades) {
    const length = withoutNulls(trade).length + 1;
    const current = parts[parts.length - 1]!;
    if (current.length > 0 && size + length > limit) {
      parts.push([trade]);
      size = length;
    } else {
      current.push(trade);
      size += length;
    }
  }
  return parts;
}

/**
 * Writes the batch and its trades in one transaction (rpc/import_batch). A plan too big for one
 * request is staged part by part (kept out of the journal) and written whole by the last call.
 */
export async function storeBatch(
  connection: Connection,
  batch: BatchInput,
  trades: readonly SaveTradeInput[],
): Promise<{ batchId: string; tradeIds: string[]; counts: Record<string, number> }> {
  const parts = planParts(trades);
  const { cash: _cash, ...header } = batch;
  let stageId: string | undefined;
  for (const part of parts.slice(0, -1)) {
    const staged = await rpc(connection, 'import_batch', {
      batch: { ...header, stage: true, ...(stageId === undefined ? {} : { stage_id: stageId }) },
      trades: part,
    });
    const id =
      typeof staged === 'object' && staged !== null ? (staged as Record<string, unknown>).stageId : undefined;
    if (typeof id !== 'string')
      throw { importError: true, message: 'The server did not keep a part of the import.' };
    stageId = id;
  }
  const answer = await rpc(connection, 'import_batch', {
    batch: stageId === undefined ? batch : { ...batch, stage_id: stageId },
    trades: parts[parts.length - 1] ?? [],
  });
  const record = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  const batchId = field(record, 'batchId', 'batch_id');
  const counts = record.counts;
  return {
    batchId: typeof batchId === 'string' ? batchId : '',
    tradeIds: strings(field(record, 'tradeIds', 'trade_ids')),
    counts:
      typeof counts === 'object' && counts !== null
        ? Object.fromEntries(
            Object.entries(counts).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
          )
        : {},
  };
}
