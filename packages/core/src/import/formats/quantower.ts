// Quantower's Trades panel saved as CSV: one row per execution, with the connection it came
// through, the fee as negative cash and a trade id. Times are written in the platform's display
// zone and the Windows locale's date layout, so the layout is detected from the column (a file
// whose days and months cannot be told apart asks the trader instead of guessing).
import { parseFutureSymbol, parseOptionSymbol } from '../../journal/instrument-symbols.ts';
import type { AssetClass } from '../../trades/trade-form.ts';
import {
  Columns,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { readMappedRows } from '../mapped-rows.ts';
import type { ColumnMapping } from '../types.ts';

const SIGNATURE = [
  'Account',
  'Date/Time',
  'Symbol',
  'Symbol type',
  'Side',
  'Order type',
  'Quantity',
  'Price',
  'Gross P/L',
  'Fee',
  'Net P/L',
  'Trade ID',
  'Order ID',
  'Position ID',
  'Connection name',
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('Connection name', 'Gross P/L', 'Position ID') ? columns.share(SIGNATURE) : 0;
}

function normalizeSymbol(symbol: string, assetClass: AssetClass): string {
  if (assetClass === 'option') return parseOptionSymbol(symbol)?.symbol ?? symbol;
  if (assetClass === 'future') return parseFutureSymbol(symbol)?.symbol ?? symbol;
  return symbol;
}

function parse(input: FormatInput): FormatOutput {
  const [header, ...rows] = input.rows;
  if (!header) return { executions: [], rowErrors: [], warnings: [], skipped: [], cashTransactions: [] };
  const columns = new Columns(header.cells);
  const mapping: ColumnMapping = {
    columns: {
      time: 'Date/Time',
      symbol: 'Symbol',
      side: 'Side',
      quantity: 'Quantity',
      price: 'Price',
      fees: 'Fee',
      assetClass: columns.find('Symbol type'),
      currency: columns.find('Currency'),
      brokerExecutionId: columns.find('Trade ID'),
      orderId: columns.find('Order ID'),
      accountRef: columns.find('Account'),
      // Each closing row's P&L before its fee, checked against what the fills give.
      pnl: columns.find('Gross P/L'),
    },
    pnlBasis: 'gross',
  };
  const typeAt = columns.at('Symbol type');
  // Quantower's own word for stocks; the other symbol types are the common ones.
  const read =
    typeAt === undefined
      ? rows
      : rows.map((row) =>
          /^equit(y|ies)$/i.test((row.cells[typeAt] ?? '').trim())
            ? { ...row, cells: row.cells.map((cell, at) => (at === typeAt ? 'Stock' : cell)) }
            : row,
        );
  return readMappedRows({
    header: header.cells,
    rows: read,
    mapping,
    timeZone: input.timeZone,
    normalizeSymbol,
  });
}

export const quantowerFormat: ImportFormat = {
  id: 'quantower',
  label: 'Quantower (trades)',
  detect,
  parse,
};
