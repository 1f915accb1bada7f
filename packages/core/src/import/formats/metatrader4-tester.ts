// MetaTrader 4's Strategy Tester report, saved as HTML: a summary table (symbol, period, model,
// "Total net profit") and then one row per order event of the test (#, time, type, order, size,
// price, S/L, T/P, profit, balance). A buy or sell row opens its order; t/p, s/l, close and
// close at stop rows close it, at their price, with the profit in the deposit's currency; modify
// and delete rows change or cancel orders, and pending orders placed (buy limit...) fill as a
// buy or sell row of their own: all three are skipped. The report states no account currency,
// so the multiplier comes from the closes' profit (metatrader-instruments.ts). The balance column
// moves by the profit and by swap, which the report does not itemise: the difference is reported.
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
import { readPrice, readQuantity } from '../values.ts';
import { readHtmlRows } from './html-table.ts';
import { inferContractSizes, metaTraderInstrument, type ClosedPosition } from './metatrader-instruments.ts';
import { roundMoney } from './statement-rows.ts';

const HEADER = ['#', 'Time', 'Type', 'Order', 'Size', 'Price', 'S / L', 'T / P', 'Profit', 'Balance'];
const CLOSES = new Set(['close', 't/p', 's/l', 'close at stop']);
const ORDER_CHANGES = new Set(['modify', 'delete']);

function isHeader(row: DelimitedRow): boolean {
  return new Columns(row.cells).has('#', 'Time', 'Type', 'Order', 'Balance');
}

function detect(sample: ImportSample): number {
  if (!/<table/i.test(sample.head) || !/Strategy Tester/i.test(sample.head)) return 0;
  const header = readHtmlRows(sample.head).find(isHeader);
  return header ? new Columns(header.cells).share(HEADER) : 0;
}

/** The value beside a label in the summary table ("Total net profit" -> "-1071.49"). */
function summaryValue(rows: readonly DelimitedRow[], label: string): { line: number; text: string } | null {
  for (const row of rows) {
    const at = row.cells.findIndex((cell) => cell.toLowerCase() === label.toLowerCase());
    if (at < 0) continue;
    const text = row.cells.slice(at + 1).find((cell) => cell !== '');
    if (text !== undefined) return { line: row.line, text };
  }
  return null;
}

interface Opening {
  line: number;
  side: 'buy' | 'sell';
  price: number;
  time: string;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const all = readHtmlRows(input.text);
  const headerAt = all.findIndex(isHeader);
  const header = all[headerAt];
  if (!header) {
    sink.warnings.push({ message: `${input.fileName} has no order list` });
    return sink.output();
  }
  const columns = new Columns(header.cells);
  const rows = all.slice(headerAt + 1);
  const symbolText = summaryValue(all.slice(0, headerAt), 'Symbol')?.text ?? '';
  // "USDJPY (US Dollar vs Japanese Yen)": the name before the description.
  const instrument = metaTraderInstrument(symbolText.split(/\s|\(/)[0] ?? '');
  if (instrument.symbol === '')
    sink.warnings.push({ message: 'The report does not name its symbol: its fills cannot be read' });
  const format = columnTimeFormat(() => rows.map((row) => columns.cell(row, 'Time')), undefined, sink);
  const openings = new Map<string, Opening>();
  const fills: { execution: ImportedExecution; position?: ClosedPosition }[] = [];
  let balance = parseNumber(summaryValue(all.slice(0, headerAt), 'Initial deposit')?.text ?? '');
  let unexplained = 0;
  let unexplainedRows = 0;
  for (const row of rows) {
    const { line } = row;
    const type = columns.cell(row, 'Type').toLowerCase();
    const order = columns.cell(row, 'Order');
    if (ORDER_CHANGES.has(type)) {
      sink.skipped.push({ line, kind: 'order change', description: `${type} order ${order}` });
      continue;
    }
    const opens = type === 'buy' || type === 'sell';
    if (!/^\d+$/.test(columns.cell(row, '#'))) continue;
    if (!opens && !CLOSES.has(type)) {
      // Pending orders (buy limit, sell stop...) fill as a buy or sell row of their own, if at all.
      sink.skipped.push({ line, kind: 'pending order', description: `${type} order ${order}` });
      continue;
    }
    if (instrument.symbol === '') continue;
    const time = sink.time(line, 'Time', columns.cell(row, 'Time'), format);
    const lots = sink.check(line, 'Size', readQuantity(columns.cell(row, 'Size')));
    const price = sink.check(line, 'Price', readPrice(columns.cell(row, 'Price')));
    const opening = openings.get(order);
    if (!opens && !opening)
      sink.error(
        line,
        'TRADE-007',
        `Order ${order} is closed here but was never opened in the report`,
        'Order',
      );
    const profitText = columns.cell(row, 'Profit');
    const profit = opens ? 0 : parseNumber(profitText);
    if (profit === null)
      sink.error(line, 'VALIDATION-010', `The profit "${profitText}" is not a number`, 'Profit');
    if (sink.failed(line) || !time || lots === undefined || price === undefined || profit === null) continue;
    const side: 'buy' | 'sell' = opens ? type : opening?.side === 'buy' ? 'sell' : 'buy';
    const execution: ImportedExecution = {
      time,
      symbol: instrument.symbol,
      side,
      quantity: Math.abs(lots),
      price,
      commission: 0,
      fees: 0,
      assetClass: instrument.assetClass,
      brokerExecutionId: columns.cell(row, '#'),
      orderId: order,
      positionEffect: opens ? 'open' : 'close',
    };
    if (opens) {
      openings.set(order, { line, side: type, price, time });
      fills.push({ execution });
      continue;
    }
    const newBalance = parseNumber(columns.cell(row, 'Balance'));
    if (balance !== null && newBalance !== null) {
      const gap = roundMoney(newBalance - balance - profit);
      if (Math.abs(gap) >= 0.005) {
        unexplained += gap;
        unexplainedRows++;
      }
    }
    balance = newBalance;
    sink.statePnl({ line, amount: profit, basis: 'gross', symbol: instrument.symbol });
    fills.push({
      execution,
      position: {
        line,
        ...instrument,
        side: opening?.side ?? 'buy',
        lots: Math.abs(lots),
        openPrice: opening?.price ?? price,
        closePrice: price,
        profit,
      },
    });
  }
  const positions = fills.flatMap((fill) => (fill.position ? [fill.position] : []));
  const sizes = inferContractSizes(positions, null);
  const multiplier = sizes.multipliers.get(instrument.symbol);
  for (const { execution } of fills)
    sink.add(multiplier === undefined ? execution : { ...execution, multiplier });
  sink.warnings.push(...sizes.warnings);
  if (unexplainedRows > 0)
    sink.warnings.push({
      message: `On ${unexplainedRows} closes the balance moved by ${roundMoney(unexplained)} more than the profit (swap, which the report does not itemise): it is in the report's Total net profit, not in the fills`,
    });
  const total = summaryValue(all.slice(0, headerAt), 'Total net profit');
  const amount = total ? parseNumber(total.text) : null;
  if (total && amount !== null) sink.statePnl({ line: total.line, amount, basis: 'net' });
  if (fills.length === 0 && sink.rowErrors.length === 0)
    sink.noTrades = 'This Strategy Tester report holds no orders: the test made no trades';
  return sink.output();
}

export const metatrader4TesterFormat: ImportFormat = {
  id: 'metatrader4-tester',
  label: 'MetaTrader 4 (Strategy Tester report)',
  detect,
  parse,
};
