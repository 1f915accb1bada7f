import { fillsExportCsv, tradesExportCsv, type ExportKind } from '@edgelog/core';
import { readTradeFills, readTradeTags, readViewTrades, type ExportProgress } from './export-read';
import { fillExportRows, tradeExportRow, type ExportNames } from './export-rows';
import type { LogQuery } from './log-query';

export type ExportStep = 'trades' | 'tags' | 'fills';

export interface ExportRequest {
  kind: ExportKind;
  query: LogQuery;
  /**
   * The account, strategy and tag names the file writes, read while the trades are: an export
   * started before the page's own lists arrived still names every one.
   */
  loadNames: () => Promise<ExportNames>;
  timeZone: string;
  signal: AbortSignal;
  onProgress: (step: ExportStep, progress: ExportProgress) => void;
}

/** The file's text and how many rows it holds, or null when the view has no trades. */
export interface ExportFile {
  csv: string;
  trades: number;
  rows: number;
}

/** Reads every trade of the view (not only the loaded pages) and writes the chosen file. */
export async function buildExport(request: ExportRequest): Promise<ExportFile | null> {
  const { query, signal, onProgress } = request;
  const [trades, names] = await Promise.all([
    readViewTrades(query, { signal, onProgress: (p) => onProgress('trades', p) }),
    request.loadNames(),
  ]);
  if (trades.length === 0) return null;
  const ids = trades.map((trade) => trade.id);
  if (request.kind === 'trades') {
    const tags = await readTradeTags(ids, { signal, onProgress: (p) => onProgress('tags', p) });
    const rows = trades.map((trade) => tradeExportRow(trade, tags.get(trade.id) ?? [], names));
    return {
      csv: tradesExportCsv(rows, { timeZone: request.timeZone }),
      trades: trades.length,
      rows: rows.length,
    };
  }
  const fills = await readTradeFills(ids, { signal, onProgress: (p) => onProgress('fills', p) });
  const byId = new Map(trades.map((trade) => [trade.id, trade]));
  const rows = fillExportRows(fills, byId, names.accounts);
  return { csv: fillsExportCsv(rows), trades: trades.length, rows: rows.length };
}
