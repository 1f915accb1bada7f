// One import as the worker holds it: the files' bytes and what they read as, the plan, and the
// pages of it the preview asks for. The wizard starts one worker per import.
import {
  chargeableFills,
  deriveTrade,
  fingerprintCash,
  fingerprintExecutions,
  formatById,
  looksLikeZip,
  parseImportFile,
  planCash,
  planImport,
  type CashTransaction,
  type ColumnMapping,
  type ImportedExecution,
  type ImportPlan,
  type ImportResult,
  type ImportWarning,
  type ReadingQuestion,
  type SaveCashInput,
  unpackExports,
} from '@edgelog/core';
import type {
  CashSummary,
  DetectedFormat,
  FileSummary,
  ImportWorkerApi,
  PlanRequest,
  PlanSummary,
  PreviewRowError,
  PreviewTrade,
  ProgressListener,
  ReadRequest,
  ReadingRequest,
  StoreRequest,
} from './import-api';
import { MAX_FILE_BYTES } from '../lib/limits';
import { readBytes, sampleForMapping } from './read-files';
import { fetchExisting, fetchInstruments, fetchSchedule, storeBatch } from './server';
import { countKinds, readingRowErrors, readingSummary, symbolsOf } from './diagnostics';

interface HeldFile {
  name: string;
  size: number;
  bytes: Uint8Array;
  result: ImportResult;
  /** Left out by the trader: nothing of it is planned or stored, whatever a mapping read. */
  skipped?: boolean;
  /** The mapping that read it, kept so reading it again with other choices keeps it. */
  mapping?: ColumnMapping;
  /** The zone and choices it was last read with, and what it left open then. */
  choices?: ReadingRequest;
  questions?: ReadingQuestion[];
  /** What was said of it before it was parsed (what a zip left out), said again after a new read. */
  notes?: ImportWarning[];
}

// Progress is reported at most this often: each report is a message to the page.
const PROGRESS_EVERY_BYTES = 1 << 20;
// Cash rows listed in the preview: a statement holds a few; a longer list is summed, not shown.
const CASH_ROWS_SHOWN = 200;

function summarise(index: number, file: HeldFile): FileSummary {
  const { result } = file;
  return {
    index,
    name: file.name,
    size: file.size,
    ...readingSummary(file),
    ...(file.skipped === true ? { skippedByTrader: true } : {}),
    ...(result.refusal === undefined ? {} : { refusal: result.refusal }),
    ...(result.noTrades === undefined ? {} : { noTrades: result.noTrades }),
    ...(file.choices === undefined
      ? {}
      : { reading: { timeZone: file.choices.timeZone, questions: file.questions ?? [] } }),
  };
}

function timeRange(rows: readonly { time: string }[]): { from: string; to: string } {
  let from = Infinity;
  let to = -Infinity;
  for (const fill of rows) {
    const at = Date.parse(fill.time);
    if (Number.isNaN(at)) continue;
    from = Math.min(from, at);
    to = Math.max(to, at);
  }
  if (from === Infinity) return { from: new Date(0).toISOString(), to: new Date(0).toISOString() };
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

function previewOf(plan: ImportPlan, index: number, tradesCreated: number): PreviewTrade | null {
  const trade = plan.trades[index];
  if (trade === undefined) return null;
  const derived = deriveTrade({
    executions: trade.executions.map((fill) => ({ ...fill, time: fill.executed_at })),
    multiplier: trade.multiplier,
  });
  return {
    index,
    symbol: trade.symbol,
    assetClass: trade.asset_class,
    multiplier: trade.multiplier,
    direction: derived.direction,
    status: derived.status,
    openedAt: derived.openedAt,
    closedAt: derived.closedAt,
    quantity: derived.entryQuantity,
    avgEntryPrice: derived.avgEntryPrice,
    avgExitPrice: derived.avgExitPrice,
    costs: derived.costs,
    netPnl: derived.netPnl,
    fills: trade.executions.length,
    newFills: trade.executions.filter((fill) => fill.id === undefined).length,
    scheduledFills: trade.executions.filter((fill) => fill.fees_from_schedule === true).length,
    extends: index >= tradesCreated,
    currency: trade.currency,
  };
}

// What a zip of exports may unpack to in all: a handful of files of the largest size one file may be.
const MAX_UNPACKED_BYTES = 4 * MAX_FILE_BYTES;

function refusedResult(refusal: string): ImportResult {
  return { ...emptyResult(), warnings: [{ message: refusal }], refusal };
}

function withNotes(result: ImportResult, notes: readonly ImportWarning[]): ImportResult {
  return notes.length === 0 ? result : { ...result, warnings: [...notes, ...result.warnings] };
}

/** A chosen file as the files the import reads: itself, or each export inside a zip of them. */
function heldFiles(name: string, bytes: Uint8Array): HeldFile[] {
  const whole = (): HeldFile => ({ name, size: bytes.length, bytes, result: emptyResult() });
  if (!looksLikeZip(bytes)) return [whole()];
  const unpacked = unpackExports(name, bytes, MAX_UNPACKED_BYTES);
  if (unpacked.kind === 'workbook') return [whole()];
  if (unpacked.kind === 'refused') return [{ ...whole(), result: refusedResult(unpacked.refusal) }];
  const leftOut =
    unpacked.leftOut.length === 0
      ? []
      : [{ message: `${name}: ${unpacked.leftOut.join(', ')} left out (not a file the importer reads)` }];
  return unpacked.files.map((entry, index) => ({
    name: `${name}/${entry.name}`,
    size: entry.bytes.length,
    bytes: entry.bytes,
    result: { ...emptyResult(), warnings: index === 0 ? leftOut : [] },
  }));
}

export function createImportSession(): ImportWorkerApi {
  let files: HeldFile[] = [];
  let plan: ImportPlan | null = null;
  let planned: PlanSummary | null = null;
  let errors: PreviewRowError[] = [];
  let cash: SaveCashInput[] = [];

  const parseOne = (file: HeldFile, timeZone: string, mapping?: ColumnMapping): ImportResult => {
    const choices: ReadingRequest = { ...file.choices, timeZone };
    const questions: ReadingQuestion[] = [];
    const result = parseImportFile({
      fileName: file.name,
      content: file.bytes,
      timeZone,
      ...(mapping ? { mapping } : {}),
      ...(choices.dateOrder ? { dateOrder: choices.dateOrder } : {}),
      ...(choices.decimal ? { decimal: choices.decimal } : {}),
      onQuestion: (question) => questions.push(question),
    });
    file.choices = choices;
    file.questions = questions;
    return result;
  };

  return {
    async read(request: ReadRequest, progress: ProgressListener) {
      files = [];
      plan = null;
      const total = request.files.reduce((sum, file) => sum + file.size, 0);
      let before = 0;
      for (const file of request.files) {
        let reported = 0;
        const bytes = await readBytes(file, (read) => {
          if (read - reported < PROGRESS_EVERY_BYTES && read < file.size) return;
          reported = read;
          progress({ stage: 'reading', done: before + read, total, fileName: file.name });
        });
        before += file.size;
        progress({ stage: 'parsing', done: before, total, fileName: file.name });
        for (const held of heldFiles(file.name, bytes)) {
          held.notes = held.result.warnings;
          if (held.result.refusal === undefined)
            held.result = withNotes(parseOne(held, request.timeZone), held.notes);
          files.push(held);
        }
      }
      return files.map((file, index) => summarise(index, file));
    },

    async remap(index: number, mapping: ColumnMapping, timeZone: string) {
      const file = files[index];
      if (file === undefined) throw new RangeError(`No file ${index} in this import`);
      file.mapping = mapping;
      file.result = parseOne(file, timeZone, mapping);
      file.skipped = false;
      plan = null;
      return summarise(index, file);
    },

    async mappingSample(index: number, choice: { sheet?: string; table?: number }) {
      const file = files[index];
      if (file === undefined) throw new RangeError(`No file ${index} in this import`);
      return sampleForMapping(file.bytes, choice, file.result.format === null ? [] : file.result.executions);
    },

    async detect(chosen: readonly File[]) {
      return Promise.all(chosen.map(detectHead));
    },

    async reread(index: number, choices: ReadingRequest) {
      const file = files[index];
      if (file === undefined) throw new RangeError(`No file ${index} in this import`);
      if (file.result.refusal !== undefined || file.skipped === true) return summarise(index, file);
      file.choices = choices;
      // A mapping's own zone would win over the one just chosen.
      if (file.mapping) file.mapping = { ...file.mapping, timeZone: choices.timeZone };
      file.result = withNotes(parseOne(file, choices.timeZone, file.mapping), file.notes ?? []);
      plan = null;
      return summarise(index, file);
    },

    async skip(index: number) {
      const file = files[index];
      if (file === undefined) throw new RangeError(`No file ${index} in this import`);
      // A mapping that read the file before a later step failed must not carry it into the plan.
      file.result = emptyResult();
      file.skipped = true;
      plan = null;
      return summarise(index, file);
    },

    async plan(request: PlanRequest, progress: ProgressListener) {
      const read = files.filter((file) => file.result.format !== null);
      const executions: ImportedExecution[] = [];
      const keys: string[] = [];
      const chargeable: boolean[] = [];
      errors = [];
      for (const file of read) {
        // Identical fills are told apart by their rank within one file: keys are made per file.
        const fileKeys = fingerprintExecutions(file.result.executions, request.accountId);
        for (const fill of file.result.executions) executions.push(fill);
        for (const key of fileKeys) keys.push(key);
        // The schedule charges only the fills of a file that states no costs at all.
        for (const flag of chargeableFills(file.result.executions)) chargeable.push(flag);
        for (const error of readingRowErrors(file)) errors.push(error);
      }
      progress({ stage: 'matching', done: 0, total: executions.length });
      const range = timeRange([...executions, ...read.flatMap((file) => file.result.cashTransactions)]);
      const [existing, instruments, schedule] = await Promise.all([
        fetchExisting(request.connection, request.accountId, range.from, range.to),
        fetchInstruments(request.connection),
        fetchSchedule(request.connection),
      ]);
      plan = planImport({
        executions,
        accountId: request.accountId,
        keys,
        existing,
        instruments,
        timeZone: request.timeZone,
        schedule: { rows: schedule, chargeable },
      });
      const cashSummary = planFilesCash(read, request, existing.cashKeys);
      cash = cashSummary.transactions;
      progress({ stage: 'matching', done: executions.length, total: executions.length });
      const skipped = countKinds(read.flatMap((file) => file.result.skipped.map((row) => row.kind)));
      planned = {
        files: files.map((file, index) => summarise(index, file)),
        fills: executions.length,
        newFills: plan.newFills,
        duplicates: plan.duplicates,
        tradesCreated: plan.tradesCreated,
        tradesExtended: plan.tradesExtended,
        scheduledFills: plan.scheduledFills ?? 0,
        trades: plan.trades.length,
        rowErrors: errors.length,
        skipped,
        cash: cashSummary.summary,
        planWarnings: [...plan.warnings, ...cashSummary.warnings],
        symbols: symbolsOf(plan, executions, read, instruments),
      };
      return planned;
    },

    async trades(offset: number, limit: number) {
      if (plan === null || planned === null) return [];
      const rows: PreviewTrade[] = [];
      const end = Math.min(plan.trades.length, offset + limit);
      for (let index = offset; index < end; index++) {
        const row = previewOf(plan, index, planned.tradesCreated);
        if (row) rows.push(row);
      }
      return rows;
    },

    async rowErrors(offset: number, limit: number) {
      return errors.slice(offset, offset + limit);
    },

    async store(request: StoreRequest) {
      if (plan === null || planned === null) throw new Error('Nothing is planned yet: read the files first.');
      const formats = [...new Set(files.map((file) => file.result.format).filter((id) => id !== null))];
      // The batch keeps one format text of at most 60 characters (several files may differ).
      const format = formats.join(', ').slice(0, 60) || 'unknown';
      const result = await storeBatch(
        request.connection,
        {
          account_id: request.accountId,
          file_names: files.filter((file) => file.skipped !== true).map((file) => file.name),
          format,
          // The server adds the fills it wrote, the duplicates it met and the trades it made.
          counts: {
            read: planned.fills,
            duplicates: planned.duplicates,
            skipped: Object.values(planned.skipped).reduce((sum, count) => sum + count, 0),
            cashDuplicates: planned.cash.duplicates,
          },
          row_errors: planned.rowErrors,
          cash,
        },
        plan.trades,
      );
      return result;
    },
  };
}

/**
 * The files' deposits and withdrawals for the account: keys made per file (identical rows told
 * apart by their rank in their file), each row noted with its file's name; a row two files share
 * is written once.
 */
function planFilesCash(
  read: readonly HeldFile[],
  request: PlanRequest,
  storedKeys: readonly string[],
): { transactions: SaveCashInput[]; summary: CashSummary; warnings: ImportWarning[] } {
  const rows: CashTransaction[] = [];
  const keys: string[] = [];
  const notes: string[] = [];
  for (const file of read) {
    const ofFile = file.result.cashTransactions;
    for (const key of fingerprintCash(ofFile, request.accountId)) keys.push(key);
    for (const row of ofFile) {
      rows.push(row);
      notes.push(`Imported from ${file.name}`.slice(0, 2000));
    }
  }
  const plan = planCash({
    transactions: rows,
    accountId: request.accountId,
    accountCurrency: request.accountCurrency,
    keys,
    storedKeys,
    notes,
  });
  return {
    transactions: plan.transactions,
    warnings: plan.warnings,
    summary: {
      count: plan.transactions.length,
      duplicates: plan.duplicates,
      total: plan.total,
      currency: request.accountCurrency.toUpperCase(),
      otherCurrency: plan.otherCurrency,
      rows: plan.rows.slice(0, CASH_ROWS_SHOWN),
    },
  };
}

// Enough of a file for a format to know its header: detection reads no further.
const DETECT_BYTES = 65_536;

/** The format a file's head reads as; a zip (a workbook, exports) is left to the full read. */
async function detectHead(file: File): Promise<DetectedFormat | null> {
  const head = new Uint8Array(await file.slice(0, DETECT_BYTES).arrayBuffer());
  if (looksLikeZip(head)) return null;
  // A cut-off last row would be a row error, not a reason to miss the format.
  const end = file.size > DETECT_BYTES ? head.lastIndexOf(10) : head.length;
  if (end <= 0) return null;
  const read = parseImportFile({ fileName: file.name, content: head.subarray(0, end), timeZone: 'UTC' });
  if (read.format === null) return null;
  return { id: read.format, label: formatById(read.format)?.label ?? read.format };
}

function emptyResult(): ImportResult {
  return { format: null, executions: [], rowErrors: [], warnings: [], skipped: [], cashTransactions: [] };
}
