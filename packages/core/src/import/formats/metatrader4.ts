// MetaTrader 4's detailed statement, saved as HTML: its Closed Transactions table lists each
// closed position on one row (ticket, open time, type, lots, item, open price, S/L, T/P, close
// time, close price, commission, taxes, swap, profit), mixed with balance and credit rows and
// cancelled pending orders. A position becomes its entry and exit fills; its commission and taxes
// are for the round trip and are split between the two, so they count once. Balance rows are
// deposits or withdrawals by sign; the rest is skipped. Times are the server's, naive.
import { parsePairSymbol } from '../../journal/instrument-symbols.ts';
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
import { STANDARD_LOT } from '../../calculators/forex.ts';

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
/** A standard lot of a currency pair. */
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

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const found = closedRows(readHtmlRows(input.text));
  if (!found) {
    sink.warnings.push({ message: `${input.fileName} has no Closed Transactions table` });
    return sink.output();
  }
  const { columns, closePriceAt, rows } = found;
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
  for (const row of rows) {
    const { line } = row;
    const ticket = columns.cell(row, 'Ticket');
    // The totals row under the table, and blank spacer rows, carry no ticket.
    if (!/^\d+$/.test(ticket)) continue;
    const type = columns.cell(row, 'Type').toLowerCase();
    if (type === 'balance') {
      const amount = parseNumber(row.cells[row.cells.length - 1] ?? '');
      const time = sink.time(line, 'Open Time', columns.cell(row, 'Open Time'), format);
      if (time && amount !== null) addCash(sink, line, time, amount);
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
    const item = columns.cell(row, 'Item').toUpperCase();
    if (item === '') sink.error(line, 'TRADE-001', 'The item is missing', 'Item');
    const lots = sink.check(line, 'Size', readQuantity(columns.cell(row, 'Size')));
    const openPrice = sink.check(line, 'Price', readPrice(columns.cell(row, 'Price')));
    const closePrice = sink.check(line, 'Price', readPrice(row.cells[closePriceAt] ?? ''));
    const opened = sink.time(line, 'Open Time', columns.cell(row, 'Open Time'), format);
    const closed = sink.time(line, 'Close Time', columns.cell(row, 'Close Time'), format);
    const commission = sink.check(line, 'Commission', readCost(columns.cell(row, 'Commission')));
    const taxes = sink.check(line, 'Taxes', readCost(columns.cell(row, 'Taxes'), '.', 'tax'));
    if (
      sink.failed(line) ||
      lots === undefined ||
      openPrice === undefined ||
      closePrice === undefined ||
      !opened ||
      !closed
    )
      continue;
    const rowSwap = parseNumber(columns.cell(row, 'Swap')) ?? 0;
    if (rowSwap !== 0) {
      swap += rowSwap;
      swapRows++;
    }
    const pair = parsePairSymbol(item);
    const forex = pair?.kind === 'forex';
    const [entryCommission, exitCommission] = split(commission ?? 0);
    const [entryFees, exitFees] = split(taxes ?? 0);
    const leg = (
      side: 'buy' | 'sell',
      time: string,
      price: number,
      costs: [number, number],
      end: string,
    ): ImportedExecution => ({
      time,
      symbol: forex ? pair.symbol : item,
      side,
      quantity: Math.abs(lots),
      price,
      commission: costs[0],
      fees: costs[1],
      assetClass: forex ? 'forex' : 'cfd',
      ...(forex ? { multiplier: STANDARD_LOT } : {}),
      // One ticket holds both fills: each keeps it, told apart by its end.
      brokerExecutionId: `${ticket}:${end}`,
      orderId: ticket,
    });
    sink.add(leg(type, opened, openPrice, [entryCommission, entryFees], 'in'));
    sink.add(leg(type === 'buy' ? 'sell' : 'buy', closed, closePrice, [exitCommission, exitFees], 'out'));
  }
  if (swapRows > 0) {
    sink.warnings.push({
      message: `Swap of ${roundMoney(swap)} on ${swapRows} positions is financing, not a fill cost: it is not in the fills' commissions or fees`,
    });
  }
  return sink.output();
}

export const metatrader4Format: ImportFormat = {
  id: 'metatrader4',
  label: 'MetaTrader 4 (HTML statement)',
  detect,
  parse,
};
