// What the import worker does for the wizard, and what travels between them. Files, fills and the
// plan stay in the worker; the page receives counts and one page of rows at a time, so a file of
// a hundred thousand rows never lands on the page's thread in one piece.
import type {
  CashPreviewRow,
  ColumnMapping,
  DateOrder,
  FileNote,
  DecimalSeparator,
  ImportRowError,
  ImportWarning,
  ReadingQuestion,
  SkippedGroup,
  SymbolSummaries,
} from '@edgelog/core';

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
  /** The same rows grouped by why they were left out, with their first lines. */
  skippedGroups: SkippedGroup[];
  /** `warnings` with the stated-P&L differences first, each marked as one or not. */
  notes: FileNote[];
  deposits: number;
  /** The header row and a few rows below it, for the mapping screen of a file no format read. */
  sample: { header: string[]; rows: string[][] } | null;
  /** Left out by the trader on the mapping screen: nothing of it is planned. */
  skippedByTrader?: boolean;
  /** Nothing can be read from it, whatever is mapped (empty, a PDF, binary data): why, in one sentence. */
  refusal?: string;
  /** Recognised, and it holds no trades: what it holds instead, in one sentence. */
  noTrades?: string;
  /** How it was read: the zone of its naive times and what its contents leave to the trader. */
  reading?: FileReading;
}

/** A file's reading as the trader can change it in the preview. */
export interface FileReading {
  timeZone: string;
  /** The day/month order or decimal separator its values leave open, with samples read both ways. */
  questions: ReadingQuestion[];
}

/** A format by its id and its label ("NinjaTrader (executions or trades grid)"). */
export interface DetectedFormat {
  id: string;
  label: string;
}

/** The trader's choices for reading one file again. */
export interface ReadingRequest {
  timeZone: string;
  dateOrder?: DateOrder | undefined;
  decimal?: DecimalSeparator | undefined;
}

/** A file's first rows as they are, from the top of the sheet or table shown, for the mapping screen. */
export interface MappingSample {
  rows: string[][];
  /** A workbook's sheets (empty for other files) and the one shown. */
  sheets: string[];
  sheet: string | null;
  /** An HTML statement's tables, labelled (empty for other files), and the one shown, 1-based. */
  tables: string[];
  table: number | null;
  /** The row that most looks like the header, 1-based. */
  headerRow: number;
  /** For a file a format read: the columns its fills were read from, by mapping field. */
  prefill?: Partial<Record<keyof ColumnMapping['columns'], string>>;
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
  /** New fills charged by the trader's commission schedule (their files carried no costs). */
  scheduledFills: number;
  /** Every trade the import writes (created, then extended). */
  trades: number;
  rowErrors: number;
  skipped: Record<string, number>;
  cash: CashSummary;
  /** The warnings of the import as a whole (matching, deposits), apart from each file's own. */
  planWarnings: ImportWarning[];
  /** Per symbol: fills, trades, realised P&L, and the P&L the files state beside it. */
  symbols: SymbolSummaries;
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
  /** Of those, the fills whose commission comes from the trader's schedule. */
  scheduledFills: number;
  extends: boolean;
  currency: string | null;
}

export interface PreviewRowError extends ImportRowError {
  fileName: string;
  /** What the row holds in `column`, read back from the file; absent where it cannot be found. */
  value?: string;
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
  /** The format each file's first rows look like (null for none, or for a zip), before reading them. */
  detect(files: readonly File[]): Promise<(DetectedFormat | null)[]>;
  /** Reads one file again with the trader's zone, date order and decimal separator (its mapping kept). */
  reread(index: number, choices: ReadingRequest): Promise<FileSummary>;
  /** Leaves one file out of this import, even one a mapping read. */
  skip(index: number): Promise<FileSummary>;
  /** One file's first rows on the sheet or table chosen, for the mapping screen. */
  mappingSample(index: number, choice: { sheet?: string; table?: number }): Promise<MappingSample>;
  plan(request: PlanRequest, progress: ProgressListener): Promise<PlanSummary>;
  trades(offset: number, limit: number): Promise<PreviewTrade[]>;
  rowErrors(offset: number, limit: number): Promise<PreviewRowError[]>;
  store(request: StoreRequest): Promise<StoreResult>;
}
