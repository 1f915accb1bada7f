// NinjaTrader 8's grid exports: the Executions grid (one row per fill, with its id, order id,
// account and commission) and the Trades grid of the performance report (one row per closed
// round trip: entry and exit, "Long" or "Short", the round trip's commission). Instruments are
// written root and month in numbers ("ES 06-26"); times follow the machine's locale and are naive
// in its zone. A round trip's commission is split between its two fills, so it counts once.
import { parseFutureSymbol } from '../../journal/instrument-symbols.ts';
import type { DelimitedRow } from '../delimited.ts';
import {
  Columns,
  ImportSink,
  assetClassOf,
  columnTimeFormat,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import type { TimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readPrice, readQuantity, readSide } from '../values.ts';

const EXECUTIONS = [
  'Instrument',
  'Action',
  'Quantity',
  'Price',
  'Time',
  'ID',
  'E/X',
  'Position',
  'Order ID',
  'Commission',
  'Account',
];
const TRADES = [
  'Trade number',
  'Instrument',
  'Account',
  'Market pos.',
  'Qty',
  'Entry price',
  'Exit price',
  'Entry time',
  'Exit time',
  'Profit',
  'Commission',
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  if (columns.has('Market pos.', 'Entry price', 'Exit price')) return columns.share(TRADES);
  if (columns.has('E/X', 'Action', 'Instrument')) return columns.share(EXECUTIONS);
  return 0;
}

interface Instrument {
  symbol: string;
  assetClass: ImportedExecution['assetClass'];
}

/** "ES 06-26" is the future ESM26; anything else is read by its own form. */
function instrumentOf(text: string): Instrument {
  const future = parseFutureSymbol(text);
  if (future && future.month !== null) return { symbol: future.symbol, assetClass: 'future' };
  const assetClass = assetClassOf(text);
  return { symbol: text, assetClass: assetClass === 'stock' && /\s/.test(text) ? 'future' : assetClass };
}

function timeFormat(
  rows: readonly DelimitedRow[],
  columns: Columns,
  names: string[],
  sink: ImportSink,
): TimestampFormat | null {
  return columnTimeFormat(
    function* () {
      for (const row of rows) for (const name of names) yield columns.cell(row, name);
    },
    undefined,
    sink,
  );
}

function readExecutions(columns: Columns, rows: readonly DelimitedRow[], sink: ImportSink): void {
  const format = timeFormat(rows, columns, ['Time'], sink);
  for (const row of rows) {
    const { line } = row;
    const instrumentText = columns.cell(row, 'Instrument');
    if (instrumentText === '') sink.error(line, 'TRADE-001', 'The instrument is missing', 'Instrument');
    const actionText = columns.cell(row, 'Action');
    const side =
      readSide(actionText) ??
      (/^buy\b/i.test(actionText) ? 'buy' : /^sell\b/i.test(actionText) ? 'sell' : null);
    if (!side) sink.error(line, 'VALIDATION-002', `"${actionText}" is not buy or sell`, 'Action');
    const quantity = sink.check(line, 'Quantity', readQuantity(columns.cell(row, 'Quantity')));
    const price = sink.check(line, 'Price', readPrice(columns.cell(row, 'Price')));
    const time = sink.time(line, 'Time', columns.cell(row, 'Time'), format);
    const commission = sink.check(line, 'Commission', readCost(columns.cell(row, 'Commission')));
    if (sink.failed(line) || !side || quantity === undefined || price === undefined || !time) continue;
    const instrument = instrumentOf(instrumentText);
    const execution: ImportedExecution = {
      time,
      symbol: instrument.symbol,
      side,
      quantity: Math.abs(quantity),
      price,
      commission: commission ?? 0,
      fees: 0,
      assetClass: instrument.assetClass,
    };
    const id = columns.cell(row, 'ID');
    const order = columns.cell(row, 'Order ID');
    const account = columns.cell(row, 'Account');
    if (id !== '') execution.brokerExecutionId = id;
    if (order !== '') execution.orderId = order;
    if (account !== '') execution.accountRef = account;
    sink.add(execution);
  }
}

function readTrades(columns: Columns, rows: readonly DelimitedRow[], sink: ImportSink): void {
  const format = timeFormat(rows, columns, ['Entry time', 'Exit time'], sink);
  for (const row of rows) {
    const { line } = row;
    const instrumentText = columns.cell(row, 'Instrument');
    if (instrumentText === '') sink.error(line, 'TRADE-001', 'The instrument is missing', 'Instrument');
    const position = columns.cell(row, 'Market pos.').toLowerCase();
    if (position !== 'long' && position !== 'short')
      sink.error(
        line,
        'VALIDATION-002',
        `"${columns.cell(row, 'Market pos.')}" is not Long or Short`,
        'Market pos.',
      );
    const quantity = sink.check(line, 'Qty', readQuantity(columns.cell(row, 'Qty')));
    const entryPrice = sink.check(line, 'Entry price', readPrice(columns.cell(row, 'Entry price')));
    const exitPrice = sink.check(line, 'Exit price', readPrice(columns.cell(row, 'Exit price')));
    const entryTime = sink.time(line, 'Entry time', columns.cell(row, 'Entry time'), format);
    const exitTime = sink.time(line, 'Exit time', columns.cell(row, 'Exit time'), format);
    const commission = sink.check(line, 'Commission', readCost(columns.cell(row, 'Commission')));
    if (
      sink.failed(line) ||
      quantity === undefined ||
      entryPrice === undefined ||
      exitPrice === undefined ||
      !entryTime ||
      !exitTime
    )
      continue;
    const total = commission ?? 0;
    const entryCommission = Math.round((total / 2) * 100) / 100;
    const instrument = instrumentOf(instrumentText);
    const account = columns.cell(row, 'Account');
    const leg = (side: 'buy' | 'sell', time: string, price: number, cost: number): ImportedExecution => ({
      time,
      symbol: instrument.symbol,
      side,
      quantity: Math.abs(quantity),
      price,
      commission: cost,
      fees: 0,
      assetClass: instrument.assetClass,
      ...(account === '' ? {} : { accountRef: account }),
    });
    const long = position === 'long';
    sink.add(leg(long ? 'buy' : 'sell', entryTime, entryPrice, entryCommission));
    sink.add(
      leg(long ? 'sell' : 'buy', exitTime, exitPrice, Math.round((total - entryCommission) * 100) / 100),
    );
  }
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  if (columns.has('Market pos.')) readTrades(columns, rows, sink);
  else readExecutions(columns, rows, sink);
  return sink.output();
}

export const ninjatraderFormat: ImportFormat = {
  id: 'ninjatrader',
  label: 'NinjaTrader (executions or trades grid)',
  detect,
  parse,
};
