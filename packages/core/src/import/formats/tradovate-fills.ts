// Tradovate's Fills export: one row per fill. The file repeats most fields twice, as the API's
// raw columns (lower case: "timestamp", "qty", "price") and as display columns ("Timestamp",
// "Quantity", "Price"); the display ones are read, times being US month-first in the zone the
// platform shows.
import { parseFutureSymbol } from '../../journal/instrument-symbols.ts';
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
  'Fill ID',
  'Order ID',
  'Timestamp',
  'Account',
  'B/S',
  'Quantity',
  'Price',
  'Contract',
  'Product',
  'commission',
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('Fill ID', 'B/S', 'Contract') ? columns.share(SIGNATURE) : 0;
}

const MAPPING: ColumnMapping = {
  columns: {
    time: 'Timestamp',
    symbol: 'Contract',
    side: 'B/S',
    quantity: 'Quantity',
    price: 'Price',
    commission: 'commission',
    brokerExecutionId: 'Fill ID',
    orderId: 'Order ID',
    accountRef: 'Account',
  },
  dateFormat: 'M/D/YYYY H:mm:ss',
  decimal: '.',
  assetClass: 'future',
};

function parse(input: FormatInput): FormatOutput {
  const [header, ...rows] = input.rows;
  if (!header) return { executions: [], rowErrors: [], warnings: [], skipped: [], cashTransactions: [] };
  return readMappedRows({
    header: header.cells,
    rows,
    mapping: MAPPING,
    timeZone: input.timeZone,
    normalizeSymbol: (symbol) => parseFutureSymbol(symbol)?.symbol ?? symbol,
  });
}

export const tradovateFillsFormat: ImportFormat = {
  id: 'tradovate-fills',
  label: 'Tradovate (Fills)',
  detect,
  parse,
};
