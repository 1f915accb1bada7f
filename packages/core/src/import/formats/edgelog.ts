// Edgelog's own fills export (written by packages/core/src/export/fills-export.ts): one row per
// fill, every field the journal keeps, times in ISO 8601 with their offset, so that exporting and
// importing again gives back the same fills.
import type { FormatInput, FormatOutput, ImportFormat, ImportSample } from '../format.ts';
import { Columns } from '../format.ts';
import { readMappedRows } from '../mapped-rows.ts';
import type { ColumnMapping } from '../types.ts';

export const EDGELOG_COLUMNS = [
  'trade_id',
  'account',
  'symbol',
  'asset_class',
  'side',
  'quantity',
  'price',
  'commission',
  'fees',
  'time',
  'multiplier',
  'currency',
  'broker_execution_id',
  'order_id',
] as const;

const MAPPING: ColumnMapping = {
  columns: {
    time: 'time',
    symbol: 'symbol',
    side: 'side',
    quantity: 'quantity',
    price: 'price',
    commission: 'commission',
    fees: 'fees',
    assetClass: 'asset_class',
    multiplier: 'multiplier',
    currency: 'currency',
    brokerExecutionId: 'broker_execution_id',
    orderId: 'order_id',
    accountRef: 'account',
  },
  dateFormat: 'YYYY-MM-DDTHH:mm:ss',
  decimal: '.',
};

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('trade_id', 'asset_class', 'broker_execution_id') ? columns.share(EDGELOG_COLUMNS) : 0;
}

// The export guards a text cell a spreadsheet would run as a formula with a leading quote
// (packages/core/src/export/csv.ts); read back, the quote goes, so the file re-imports as written.
const GUARDED = /^'[=+\-@\t\r]/;
const unguarded = (cell: string): string => (GUARDED.test(cell) ? cell.slice(1) : cell);

function parse(input: FormatInput): FormatOutput {
  const [header, ...rows] = input.rows;
  if (!header) return { executions: [], rowErrors: [], warnings: [], skipped: [], cashTransactions: [] };
  return readMappedRows({
    header: header.cells,
    rows: rows.map((row) => ({ ...row, cells: row.cells.map(unguarded) })),
    mapping: MAPPING,
    timeZone: input.timeZone,
  });
}

export const edgelogFormat: ImportFormat = { id: 'edgelog', label: 'Edgelog fills export', detect, parse };
