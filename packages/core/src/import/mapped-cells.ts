// What reading mapped rows shares, fill rows and round-trip rows alike: asset-class words, the
// time of a row from one column or two, and the P&L a row states.
import { ASSET_CLASSES, type AssetClass } from '../trades/trade-form.ts';
import type { DelimitedRow } from './delimited.ts';
import { assetClassOf, columnTimeFormat, type Columns, type ImportSink } from './format.ts';
import { parseNumber } from './numbers.ts';
import type { TimestampFormat } from './timestamps.ts';
import type { ColumnMapping } from './types.ts';

const ASSET_CLASS_WORDS: Record<string, AssetClass> = {
  STK: 'stock',
  STOCK: 'stock',
  STOCKS: 'stock',
  EQUITY: 'stock',
  ETF: 'stock',
  OPT: 'option',
  OPTION: 'option',
  OPTIONS: 'option',
  FOP: 'option',
  FUT: 'future',
  FUTURE: 'future',
  FUTURES: 'future',
  CASH: 'forex',
  FX: 'forex',
  FOREX: 'forex',
  CRYPTO: 'crypto',
  CRYPTOCURRENCY: 'crypto',
  CFD: 'cfd',
  CFDS: 'cfd',
};

/** An asset class as files write it ("STK", "Futures", "option"), or null. */
export function readAssetClass(text: string): AssetClass | null {
  const word = text.trim().toUpperCase();
  const known = ASSET_CLASS_WORDS[word];
  if (known) return known;
  const lower = word.toLowerCase();
  return (ASSET_CLASSES as readonly string[]).includes(lower) ? (lower as AssetClass) : null;
}

/** A time read from one column, or from a date column and a time-of-day column. */
export interface TimeColumns {
  time?: string | undefined;
  date?: string | undefined;
  clock?: string | undefined;
}

/**
 * How a row's time is read through `which` columns: the text, the column a row error names, and
 * the layout every row's text fits (a warning in `sink` when none does).
 */
export function timeReader(
  columns: Columns,
  rows: readonly DelimitedRow[],
  which: TimeColumns,
  dateFormat: string | undefined,
  sink: ImportSink,
): { text: (row: DelimitedRow) => string; column: string | undefined; format: TimestampFormat | null } {
  const text = (row: DelimitedRow): string =>
    which.time !== undefined
      ? columns.cell(row, which.time)
      : `${columns.cell(row, which.date)} ${columns.cell(row, which.clock)}`.trim();
  const format = columnTimeFormat(
    function* () {
      for (const row of rows) {
        const value = text(row);
        // An open trade's empty close time says nothing of the layout.
        if (value !== '') yield value;
      }
    },
    dateFormat,
    sink,
  );
  return { text, column: which.time ?? which.date, format };
}

/** The row's asset class: its column's word, else the mapping's, else what the symbol reads as. */
export function rowAssetClass(
  sink: ImportSink,
  columns: Columns,
  row: DelimitedRow,
  mapping: ColumnMapping,
  symbol: string,
): AssetClass {
  let assetClass = mapping.assetClass ?? assetClassOf(symbol);
  const column = mapping.columns.assetClass;
  if (column !== undefined) {
    const classText = columns.cell(row, column);
    const read = readAssetClass(classText);
    if (read) assetClass = read;
    else if (classText !== '')
      sink.error(row.line, 'VALIDATION-002', `"${classText}" is not an asset class`, column);
  }
  return assetClass;
}

/**
 * The realised P&L the row states in the mapped P&L column, noted for the check against the fills;
 * an empty cell states nothing (an opening fill's row), a cell that is no number is a row error.
 */
export function stateRowPnl(
  sink: ImportSink,
  columns: Columns,
  row: DelimitedRow,
  mapping: ColumnMapping,
  scope: { symbol: string; accountRef?: string | undefined },
): void {
  const column = mapping.columns.pnl;
  const text = columns.cell(row, column);
  if (column === undefined || text === '') return;
  const negative = /^\(.*\)$/.test(text);
  const read = parseNumber(negative ? text.slice(1, -1) : text, mapping.decimal ?? '.');
  if (read === null) {
    sink.error(row.line, 'VALIDATION-010', `The P&L "${text}" is not a number`, column);
    return;
  }
  sink.statePnl({
    line: row.line,
    amount: negative ? -Math.abs(read) : read,
    basis: mapping.pnlBasis ?? 'either',
    symbol: scope.symbol,
    ...(scope.accountRef === undefined || scope.accountRef === '' ? {} : { accountRef: scope.accountRef }),
  });
}
