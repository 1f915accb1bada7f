// MetaTrader 4's detailed statement, saved as HTML: its Closed Transactions table lists each
// closed position on one row (ticket, open time, type, lots, item, open price, S/L, T/P, close
// time, close price, commission, taxes, swap, profit), mixed with balance and credit rows and
// cancelled pending orders. A position becomes its entry and exit fills; its commission and taxes
// are for the round trip and are split between the two, so they count once; its Profit (account
// currency, gross) is stated P&L and gives the fills' multiplier (metatrader-instruments.ts).
// Balance rows are deposits or withdrawals by sign, except financing, dividend and fee rows, which
// are skipped with the rest. Times are the server's, naive.
import type { DelimitedRow } from '../delimited.ts';
import {
  Columns,
  ImportSink,
  columnTimeFormat,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readPrice, readQuantity } from '../values.ts';
import { readHtmlRows } from './html-table.ts';
import { addCash, roundMoney } from './statement-rows.ts';
import { type TimestampFormat } from '../timestamps.ts';
import { inferContractSizes, metaTraderInstrument, type ClosedPosition } from './metatrader-instruments.ts';

const HEADER = [
  'Ticket',
  'Open Time',
  'Type',
  'Size',
  'Item',
  'Price',
  'Close Time',
  'Commission',
  'Swap',
  'Profit',
];
const SECTION_END = /^(Open Trades|Working Orders|Summary|Details)/i;

function detect(sample: ImportSample): number {
  const head = sample.head;
  if (!/<table/i.test(head) || !/Closed Transactions/i.test(head)) return 0;
  const header = readHtmlRows(head).find((row) => new Columns(row.cells).has('Ticket', 'Open Time'));
  return header ? new Columns(header.cells).share(HEADER) : 0;
}

/** The rows of the Closed Transactions table under its header, with the close price's column. */
function closedRows(
  rows: readonly DelimitedRow[],
): { columns: Columns; closePriceAt: number; rows: DelimitedRow[] } | null {
  const start = rows.findIndex((row) => /^Closed Transactions/i.test(row.cells[0] ?? ''));
  const headerAt = rows.findIndex(
    (row, at) => at > start && new Columns(row.cells).has('Ticket', 'Open Time', 'Close Time'),
  );
  const header = rows[headerAt];
  if (start < 0 || !header) return null;
  const columns = new Columns(header.cells);
  const closePriceAt = (columns.at('Close Time') ?? -2) + 1;
  const body: DelimitedRow[] = [];
  for (const row of rows.slice(headerAt + 1)) {
    if (SECTION_END.test(row.cells[0] ?? '')) break;
    body.push(row);
  }
  return { columns, closePriceAt, rows: body };
}

function split(total: number): [number, number] {
  const first = Math.round((total / 2) * 100) / 100;
  return [first, roundMoney(total - first)];
}

/** The account currency the statement's header names ("Currency: USD"), null when absent. */
export function statementCurrency(text: string): string | null {
  return /Currency:\s*([A-Z]{3})\b/.exec(text)?.[1] ?? null;
}

/** What a balance row's comment says it is, when it is not money paid in or out. */
function balanceKind(comment: string): string | null {
  if (/financ|swap|interest|rollover/i.test(comment)) return 'interest';
  if (/dividend/i.test(comment)) return 'dividend';
  if (/commission|fee|charge/i.test(comment)) return 'fee';
  return null;
}

interface Position extends ClosedPosition {
  ticket: string;
  opened: string;
  closed: string;
  commission: number;
  taxes: number;
}

function readPosition(
  row: DelimitedRow,
  columns: Columns,
  closePriceAt: number,
  format: TimestampFormat | null,
  sink: ImportSink,
): Position | null {
  const { line } = row;
  const type = columns.cell(row, 'Type').toLowerCase();
  if (type !== 'buy' && type !== 'sell') return null;
  const item = columns.cell(row, 'Item');
  if (item === '') sink.error(line, 'TRADE-001', 'The item is missing', 'Item');
  const lots = sink.check(line, 'Size', readQuantity(columns.cell(row, 'Size')));
  const openPrice = sink.check(line, 'Price', readPrice(columns.cell(row, 'Price')));
  const closePrice = sink.check(line, 'Price', readPrice(row.cells[closePriceAt] ?? ''));
  const opened = sink.time(line, 'Open Time', columns.cell(row, 'Open Time'), format);
  const closed = sink.time(line, 'Close Time', columns.cell(row, 'Close Time'), format);
  const commission = sink.check(line, 'Commission', readCost(columns.cell(row, 'Commission')));
  const taxes = sink.check(line, 'Taxes', readCost(columns.cell(row, 'Taxes'), '.', 'tax'));
  const profitText = columns.cell(row, 'Profit');
  const profit = parseNumber(profitText);
  if (profit === null)
    sink.error(line, 'VALIDATION-010', `The profit "${profitText}" is not a number`, 'Profit');
  if (
    sink.failed(line) ||
    lots === undefined ||
    openPrice === undefined ||
    closePrice === undefined ||
    !opened ||
    !closed ||
    profit === null
  )
    return null;
  const instrument = metaTraderInstrument(item);
  return {
    line,
    ticket: columns.cell(row, 'Ticket'),
    ...instrument,
    side: type,
    lots: Math.abs(lots),
    openPrice,
    closePrice,
    profit,
    opened,
    closed,
    commission: commission ?? 0,
    taxes: taxes ?? 0,
  };
}

function addFills(
  sink: ImportSink,
  position: Position,
  multiplier: number | undefined,
  currency: string | null,
): void {
  const [entryCommission, exitCommission] = split(position.commission);
  const [entryFees, exitFees] = split(position.taxes);
  const leg = (
    side: 'buy' | 'sell',
    time: string,
    price: number,
    costs: [number, number],
    end: 'in' | 'out',
  ): ImportedExecution => ({
    time,
    symbol: position.symbol,
    side,
    quantity: position.lots,
    price,
    commission: costs[0],
    fees: costs[1],
    assetClass: position.assetClass,
    ...(multiplier === undefined ? {} : { multiplier }),
    // The multiplier makes the P&L the statement's, in the account's currency.
    ...(currency === null ? {} : { currency }),
    // One ticket holds both fills: each keeps it, told apart by its end.
    brokerExecutionId: `${position.ticket}:${end}`,
    orderId: position.ticket,
    positionEffect: end === 'in' ? 'open' : 'close',
  });
  const { side } = position;
  sink.add(leg(side, position.opened, position.openPrice, [entryCommission, entryFees], 'in'));
  sink.add(
    leg(
      side === 'buy' ? 'sell' : 'buy',
      position.closed,
      position.closePrice,
      [exitCommission, exitFees],
      'out',
    ),
  );
  sink.statePnl({ line: position.line, amount: position.profit, basis: 'gross', symbol: position.symbol });
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const found = closedRows(readHtmlRows(input.text));
  if (!found) {
    sink.warnings.push({ message: `${input.fileName} has no Closed Transactions table` });
    return sink.output();
  }
  const { columns, closePriceAt, rows } = found;
  const currency = statementCurrency(input.text);
  const format = columnTimeFormat(
    function* () {
      for (const row of rows) {
        if (/^\d+$/.test(columns.cell(row, 'Ticket'))) yield columns.cell(row, 'Open Time');
      }
    },
    undefined,
    sink,
  );
  let swap = 0;
  let swapRows = 0;
  const positions: Position[] = [];
  for (const row of rows) {
    const { line } = row;
    const ticket = columns.cell(row, 'Ticket');
    // The totals row under the table, the comment row under a position and spacer rows carry no ticket.
    if (!/^\d+$/.test(ticket)) continue;
    const type = columns.cell(row, 'Type').toLowerCase();
    if (type === 'balance') {
      const comment = row.cells[3] ?? '';
      const amountText = row.cells[row.cells.length - 1] ?? '';
      const kind = balanceKind(comment);
      if (kind !== null) {
        sink.skipped.push({ line, kind, description: `#${ticket} ${comment} ${amountText}`.trim() });
        continue;
      }
      const amount = parseNumber(amountText);
      const time = sink.time(line, 'Open Time', columns.cell(row, 'Open Time'), format);
      if (amount === null)
        sink.error(line, 'VALIDATION-010', `The amount "${amountText}" is not a number`, 'Profit');
      else if (time) addCash(sink, line, time, amount, currency === null ? {} : { currency });
      continue;
    }
    if (type !== 'buy' && type !== 'sell') {
      const what = type.includes('limit') || type.includes('stop') ? 'cancelled order' : type || 'unknown';
      sink.skipped.push({
        line,
        kind: what,
        description: `#${ticket} ${row.cells
          .slice(2)
          .filter((cell) => cell !== '')
          .join(' ')}`,
      });
      continue;
    }
    const position = readPosition(row, columns, closePriceAt, format, sink);
    if (!position) continue;
    positions.push(position);
    const rowSwap = parseNumber(columns.cell(row, 'Swap')) ?? 0;
    if (rowSwap !== 0) {
      swap += rowSwap;
      swapRows++;
    }
  }
  const sizes = inferContractSizes(positions, currency);
  for (const position of positions)
    addFills(sink, position, sizes.multipliers.get(position.symbol), currency);
  sink.warnings.push(...sizes.warnings);
  if (swapRows > 0) {
    sink.warnings.push({
      message: `Swap of ${roundMoney(swap)} on ${swapRows} positions is financing, not a fill cost: it is not in the fills' commissions or fees`,
    });
  }
  if (positions.length === 0 && sink.rowErrors.length === 0)
    sink.noTrades = 'This statement holds no closed positions, only balance and order rows';
  return sink.output();
}

export const metatrader4Format: ImportFormat = {
  id: 'metatrader4',
  label: 'MetaTrader 4 (HTML statement)',
  detect,
  parse,
};
