// What the preview says of each file besides its trades, worked out in the worker where the files'
// bytes are: each reading's counts and notes, row errors with the cell they point at, and the
// per-symbol summary of the plan.
import {
  cellValues,
  fileNotes,
  formatById,
  groupSkipped,
  summariseSymbols,
  type ImportedExecution,
  type ImportPlan,
  type ImportResult,
  type InstrumentOverride,
  type SymbolSummaries,
} from '@edgelog/core';
import type { PreviewRowError } from './import-api';
import { sampleRows } from './read-files';

/** A file as the worker read it: its name, its bytes and what its last reading gave. */
interface ReadFile {
  name: string;
  bytes: Uint8Array;
  result: ImportResult;
}

export function countKinds(kinds: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of kinds) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

/**
 * `make(file)` once per reading of the file (each reading is a new result): a plan made again, after
 * another file was read again, neither reads this file's bytes nor sums its rows again.
 */
function perReading<T>(make: (file: ReadFile) => T): (file: ReadFile) => T {
  const made = new WeakMap<ImportResult, T>();
  return (file) => {
    let value = made.get(file.result);
    if (value === undefined) {
      value = make(file);
      made.set(file.result, value);
    }
    return value;
  };
}

/** What a reading of the file says of it: its counts, notes, rows left out and mapping sample. */
export const readingSummary = perReading(({ bytes, result }) => ({
  format: result.format,
  formatLabel: result.format === null ? null : (formatById(result.format)?.label ?? result.format),
  fills: result.executions.length,
  rowErrors: result.rowErrors.length,
  warnings:
    result.noTrades === undefined ? result.warnings : [...result.warnings, { message: result.noTrades }],
  skipped: countKinds(result.skipped.map((row) => row.kind)),
  skippedGroups: groupSkipped(result.skipped),
  notes: fileNotes(result),
  deposits: result.cashTransactions.length,
  sample: result.format === null && result.refusal === undefined ? sampleRows(bytes) : null,
}));

/** A file's row errors for the preview, each with what its row holds in the column at fault. */
export function rowErrorsOf(file: ReadFile): PreviewRowError[] {
  const { rowErrors } = file.result;
  const refs = rowErrors.flatMap((error) =>
    error.column === undefined ? [] : [{ line: error.line, column: error.column }],
  );
  const values = cellValues(file.bytes, refs);
  let at = 0;
  return rowErrors.map((error) => {
    const row: PreviewRowError = { ...error, fileName: file.name };
    if (error.column === undefined) return row;
    const value = values[at++];
    return value === undefined ? row : { ...row, value };
  });
}

/** A reading's row errors, as `rowErrorsOf` gives them, read back from the file once. */
export const readingRowErrors = perReading(rowErrorsOf);

/** The plan per symbol, with the P&L each file states. */
export function symbolsOf(
  plan: ImportPlan,
  executions: readonly ImportedExecution[],
  files: readonly { name: string; result: ImportResult }[],
  instruments: readonly InstrumentOverride[],
): SymbolSummaries {
  return summariseSymbols({
    trades: plan.trades,
    tradesCreated: plan.tradesCreated,
    executions,
    files: files.map((file) => ({ name: file.name, checks: file.result.pnlChecks ?? [] })),
    instruments,
  });
}
