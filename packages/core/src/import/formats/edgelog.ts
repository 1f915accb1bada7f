// Edgelog's own fills export: one row per fill, every field the journal keeps, times in ISO 8601
// with their offset, so that exporting and importing again gives back the same fills.
import type { FormatInput, FormatOutput, ImportFormat, ImportSample } from '../format.ts';
import { Columns } from '../format.ts';
import { readMappedRows } from '../mapped-rows.ts';
import type { ColumnMapping, ImportedExecution } from '../types.ts';

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

export interface EdgelogFillRow extends ImportedExecution {
  tradeId?: string;
}

function quoted(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The fills as Edgelog's export file (CRLF line ends, as RFC 4180 has them). */
export function writeEdgelogFills(fills: readonly EdgelogFillRow[]): string {
  const lines = [EDGELOG_COLUMNS.join(',')];
  for (const fill of fills) {
    const cells = [
      fill.tradeId ?? '',
      fill.accountRef ?? '',
      fill.symbol,
      fill.assetClass,
      fill.side,
      String(fill.quantity),
      String(fill.price),
      String(fill.commission),
      String(fill.fees),
      fill.time,
      fill.multiplier === undefined ? '' : String(fill.multiplier),
      fill.currency ?? '',
      fill.brokerExecutionId ?? '',
      fill.orderId ?? '',
    ];
    lines.push(cells.map(quoted).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('trade_id', 'asset_class', 'broker_execution_id') ? columns.share(EDGELOG_COLUMNS) : 0;
}

function parse(input: FormatInput): FormatOutput {
  const [header, ...rows] = input.rows;
  if (!header) return { executions: [], rowErrors: [], warnings: [], skipped: [], cashTransactions: [] };
  return readMappedRows({ header: header.cells, rows, mapping: MAPPING, timeZone: input.timeZone });
}

export const edgelogFormat: ImportFormat = { id: 'edgelog', label: 'Edgelog fills export', detect, parse };
