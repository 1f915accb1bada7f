// What the import worker does for the wizard, and what travels between them. Files, fills and the
// plan stay in the worker; the page receives counts and one page of rows at a time, so a file of
// a hundred thousand rows never lands on the page's thread in one piece.
import type { CashPreviewRow, ColumnMapping, ImportRowError, ImportWarning } from '@edgelog/core';

/** Where the worker reaches the server, as the signed-in trader. */
export interface Connection {
  url: string;
  apiKey: string;
  accessToken: string;
}

export type ReadStage = 'reading' | 'parsing' | 'matching' | 'saving';

export interface ReadProgress {
  stage: ReadStage;
  /** Bytes read, or fills matched, so far. */
  done: number;
  total: number;
  fileName?: string;
}

export type ProgressListener = (progress: ReadProgress) => void;

/** One file as the worker read it. */
export interface FileSummary {
  index: number;
  name: string;
  size: number;
  /** The format that read it: detected, forced, or 'generic' through a mapping; null when none did. */
  format: string | null;
  formatLabel: string | null;
  fills: number;
  rowErrors: number;
  warnings: ImportWarning[];
  /** Non-trade rows by kind (dividend, interest...). */
  skipped: Record<string, number>;
  deposits: number;
  /** The header row and a few rows below it, for the mapping screen of a file no format read. */
  sample: { header: string[]; rows: string[][] } | null;
  /** Left out by the trader on the mapping screen: nothing of it is planned. */
  skippedByTrader?: boolean;
  /** Nothing can be read from it, whatever is mapped (empty, a PDF, binary data): why, in one sentence. */
  refusal?: string;
  /** Recognised, and it holds no trades: what it holds instead, in one sentence. */
  noTrades?: string;
}

export interface ReadRequest {
  files: readonly File[];
  /** The zone of naive timestamps. */
  timeZone: string;
}

export interface PlanRequest {
  connection: Connection;
  accountId: string;
  /** The account's currency: deposits and withdrawals in another are left out. */
  accountCurrency: string;
  timeZone: string;
}

/** The files' deposits and withdrawals, as the account's transactions. */
export interface CashSummary {
  /** New ones, written with the import. */
  count: number;
  /** Already in the account. */
  duplicates: number;
  /** Net of the new ones (deposits less withdrawals), decimal text. */
  total: string;
  currency: string;
  /** Left out: in another currency than the account's. */
  otherCurrency: number;
  /** The first rows (new and duplicate), for the preview. */
  rows: CashPreviewRow[];
}

export interface PlanSummary {
  files: FileSummary[];
  /** Fills read from the files, before dedup. */
  fills: number;
  newFills: number;
  duplicates: number;
  tradesCreated: number;
  tradesExtended: number;
  /** Every trade the import writes (created, then extended). */
  trades: number;
  rowErrors: number;
  skipped: Record<string, number>;
  warnings: ImportWarning[];
  cash: CashSummary;
}

/** A trade as it will be stored, with its figures, for the preview table. */
export interface PreviewTrade {
  index: number;
  symbol: string;
  assetClass: string;
  multiplier: string;
  direction: 'long' | 'short';
  status: 'open' | 'closed';
  openedAt: string;
  closedAt: string | null;
  quantity: number;
  avgEntryPrice: number | null;
  avgExitPrice: number | null;
  costs: number;
  netPnl: number | null;
  fills: number;
  /** Fills this import adds (all of them for a new trade). */
  newFills: number;
  extends: boolean;
  currency: string | null;
}

export interface PreviewRowError extends ImportRowError {
  fileName: string;
}

export interface StoreRequest {
  connection: Connection;
  accountId: string;
}

export interface StoreResult {
  batchId: string;
  tradeIds: string[];
  counts: Record<string, number>;
}

export interface ImportWorkerApi {
  read(request: ReadRequest, progress: ProgressListener): Promise<FileSummary[]>;
  /** Reads one file again through a column mapping (the generic importer). */
  remap(index: number, mapping: ColumnMapping, timeZone: string): Promise<FileSummary>;
  /** Leaves one file out of this import, even one a mapping read. */
  skip(index: number): Promise<FileSummary>;
  plan(request: PlanRequest, progress: ProgressListener): Promise<PlanSummary>;
  trades(offset: number, limit: number): Promise<PreviewTrade[]>;
  rowErrors(offset: number, limit: number): Promise<PreviewRowError[]>;
  store(request: StoreRequest): Promise<StoreResult>;
}
