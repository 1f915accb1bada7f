// The fills behind a set of trades in Edgelog's own import layout, so the file reads back through
// the importer as the same fills.
import { EDGELOG_COLUMNS } from '../import/formats/edgelog.ts';
import { writeCsv, type CsvCell, type CsvColumn } from './csv.ts';

/** One fill as the database holds it; numbers are its decimal text. */
export interface FillExportRow {
  tradeId: string;
  /** The account's name, the reference the importer matches an account by. */
  account: string | null;
  symbol: string;
  assetClass: string;
  side: 'buy' | 'sell';
  quantity: string;
  price: string;
  commission: string;
  fees: string;
  /** ISO 8601 with its offset. */
  time: string;
  multiplier: string | null;
  currency: string | null;
  brokerExecutionId: string | null;
  orderId: string | null;
}

type EdgelogColumn = (typeof EDGELOG_COLUMNS)[number];

const NUMBER_COLUMNS: ReadonlySet<EdgelogColumn> = new Set([
  'quantity',
  'price',
  'commission',
  'fees',
  'multiplier',
]);

// Keyed by the import layout's column names, so the file follows that layout's order whatever it is.
const CELL: Readonly<Record<EdgelogColumn, (fill: FillExportRow) => CsvCell>> = {
  trade_id: (fill) => fill.tradeId,
  account: (fill) => fill.account,
  symbol: (fill) => fill.symbol,
  asset_class: (fill) => fill.assetClass,
  side: (fill) => fill.side,
  quantity: (fill) => fill.quantity,
  price: (fill) => fill.price,
  commission: (fill) => fill.commission,
  fees: (fill) => fill.fees,
  time: (fill) => fill.time,
  multiplier: (fill) => fill.multiplier,
  currency: (fill) => fill.currency,
  broker_execution_id: (fill) => fill.brokerExecutionId,
  order_id: (fill) => fill.orderId,
};

const HEADER: readonly CsvColumn[] = EDGELOG_COLUMNS.map((name) => ({
  name,
  kind: NUMBER_COLUMNS.has(name) ? 'number' : 'text',
}));

/** The fills as an Edgelog fills file, one row per fill in the order given. */
export function fillsExportCsv(fills: readonly FillExportRow[]): string {
  return writeCsv(
    HEADER,
    fills.map((fill) => EDGELOG_COLUMNS.map((name) => CELL[name](fill))),
  );
}
