// What the preview says of each file besides its trades, worked out in the worker where the files'
// bytes are: row errors with the cell they point at, and the per-symbol summary of the plan.
import {
  cellValues,
  summariseSymbols,
  type ImportedExecution,
  type ImportPlan,
  type ImportResult,
  type InstrumentOverride,
  type SymbolSummaries,
} from '@edgelog/core';
import type { PreviewRowError } from './import-api';

/** A file's row errors for the preview, each with what its row holds in the column at fault. */
export function rowErrorsOf(file: {
  name: string;
  bytes: Uint8Array;
  result: ImportResult;
}): PreviewRowError[] {
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
