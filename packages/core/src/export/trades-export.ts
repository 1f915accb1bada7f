// The trade log as a spreadsheet: one row per trade with what the log shows and the journal
// keeps. Times come twice: as the exact instant with its offset, and as the wall clock in the
// trader's zone, which is what a sheet's date functions and a human read.
import { partsIn } from '../format/date-format.ts';
import { writeCsv, type CsvCell, type CsvColumn } from './csv.ts';

/** One trade as the database holds it, names resolved; numbers are decimal text. */
export interface TradeExportRow {
  id: string;
  account: string | null;
  symbol: string;
  assetClass: string | null;
  side: string;
  status: string;
  /** ISO 8601 with offset. */
  openedAt: string | null;
  closedAt: string | null;
  quantity: string | null;
  entry: string | null;
  exit: string | null;
  currency: string | null;
  net: string | null;
  gross: string | null;
  costs: string | null;
  r: string | null;
  initialRisk: string | null;
  strategy: string | null;
  tags: readonly string[];
  rating: number | null;
  notes: string | null;
}

export interface TradesExportOptions {
  /** The trader's IANA zone, for the local time columns. */
  timeZone: string;
}

/** "2026-03-09 09:30:00" in `timeZone`, or null for no time. */
function localTime(value: string | null, timeZone: string): string | null {
  const parts = value === null ? null : partsIn(value, timeZone);
  if (parts === null) return null;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

interface TradeColumn extends CsvColumn {
  cell: (trade: TradeExportRow, timeZone: string) => CsvCell;
}

function columns(timeZone: string): TradeColumn[] {
  const text = (name: string, cell: TradeColumn['cell']): TradeColumn => ({ name, kind: 'text', cell });
  const number = (name: string, cell: TradeColumn['cell']): TradeColumn => ({ name, kind: 'number', cell });
  return [
    text('id', (trade) => trade.id),
    text('account', (trade) => trade.account),
    text('symbol', (trade) => trade.symbol),
    text('asset_class', (trade) => trade.assetClass),
    text('side', (trade) => trade.side),
    text('status', (trade) => trade.status),
    text('opened_at', (trade) => trade.openedAt),
    text(`opened_local (${timeZone})`, (trade, zone) => localTime(trade.openedAt, zone)),
    text('closed_at', (trade) => trade.closedAt),
    text(`closed_local (${timeZone})`, (trade, zone) => localTime(trade.closedAt, zone)),
    number('quantity', (trade) => trade.quantity),
    number('entry_price', (trade) => trade.entry),
    number('exit_price', (trade) => trade.exit),
    text('currency', (trade) => trade.currency),
    number('net_pnl', (trade) => trade.net),
    number('gross_pnl', (trade) => trade.gross),
    number('costs', (trade) => trade.costs),
    number('r_multiple', (trade) => trade.r),
    number('initial_risk', (trade) => trade.initialRisk),
    text('strategy', (trade) => trade.strategy),
    text('tags', (trade) => (trade.tags.length === 0 ? null : trade.tags.join('; '))),
    number('rating', (trade) => (trade.rating === null ? null : String(trade.rating))),
    text('notes', (trade) => trade.notes),
  ];
}

/** The trades as CSV, one row per trade in the order given. */
export function tradesExportCsv(trades: readonly TradeExportRow[], options: TradesExportOptions): string {
  const header = columns(options.timeZone);
  return writeCsv(
    header,
    trades.map((trade) => header.map((column) => column.cell(trade, options.timeZone))),
  );
}
