// NinjaTrader 8's grid exports: the Executions grid (one row per fill, with its id, order id,
// account, commission and E/X: whether it entered or exited a position) and the Trades grid of the
// performance report (one row per closed round trip: entry and exit, "Long" or "Short", the round
// trip's commission and its Profit). Instruments are written root and month in numbers
// ("ES 06-26"). NinjaTrader writes dates and numbers in the Windows locale of the machine
// ("3/9/2026 9:31:05 AM", "09.03.2026 09:31:05", "5250,25", "250,00 €") and names none, so both are
// read from the file (locale-times.ts, locale-numbers.ts); times are naive in the machine's zone.
// A round trip's commission and fees are split between its two fills, so they count once.
import { parseFutureSymbol } from '../../journal/instrument-symbols.ts';
import type { DelimitedRow } from '../delimited.ts';
import {
  Columns,
  ImportSink,
  assetClassOf,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { instantOf } from '../../journal/instant.ts';
import { parseNumber, type DecimalSeparator } from '../numbers.ts';
import { costHalves } from '../round-trip-rows.ts';
import { readTimestamp, type TimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readPrice, readQuantity, readSide } from '../values.ts';
import { isCurrencyAmount, localeDecimal } from './locale-numbers.ts';
import { localeTimeFormat } from './locale-times.ts';

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

/** The fee columns newer versions add beside Commission, summed as the fill's fees. */
const FEES = ['Clearing Fee', 'Exchange Fee', 'IP Fee', 'NFA Fee'];

/** What every row of a grid is read with: the file's decimal separator and time layout. */
interface Locale {
  decimal: DecimalSeparator;
  format: TimestampFormat | null;
}

function localeOf(
  rows: readonly DelimitedRow[],
  columns: Columns,
  prices: string[],
  times: string[],
  sink: ImportSink,
): Locale {
  const decimal = localeDecimal(rows.flatMap((row) => prices.map((name) => columns.cell(row, name))));
  const [entry, exit] = times;
  const layout = localeTimeFormat(
    rows.flatMap((row) => times.map((name) => columns.cell(row, name))),
    'NinjaTrader',
    // A round trip's exit never comes before its entry: the order that says so is not the file's.
    (format) =>
      entry === undefined ||
      exit === undefined ||
      rows.every((row) => {
        const opened = readTimestamp(columns.cell(row, entry), format, 'UTC');
        const closed = readTimestamp(columns.cell(row, exit), format, 'UTC');
        return !opened.ok || !closed.ok || instantOf(opened.iso) <= instantOf(closed.iso);
      }),
  );
  if (layout.warning) sink.warnings.push({ message: layout.warning });
  if (!layout.format)
    sink.warnings.push({
      message:
        'The times are in a layout the importer does not know: save the grid again with another date format',
    });
  return { decimal, format: layout.format };
}

/** The fee columns of a row, summed; undefined when one is not a number (a row error then). */
function feesOf(
  columns: Columns,
  row: DelimitedRow,
  decimal: DecimalSeparator,
  sink: ImportSink,
): number | undefined {
  let total = 0;
  for (const name of FEES) {
    const column = columns.find(name);
    if (column === undefined) continue;
    const fee = sink.check(row.line, column, readCost(columns.cell(row, column), decimal, 'fee'));
    if (fee === undefined) return undefined;
    total = Math.round((total + fee) * 1e10) / 1e10;
  }
  return total;
}

function accountOf(columns: Columns, row: DelimitedRow): string {
  return columns.cell(row, columns.find('Account', 'Account display name', 'Account name'));
}

/** "Entry" / "Exit" as the E/X column writes them (English and French grids). */
function effectOf(text: string): 'open' | 'close' | undefined {
  const word = text.trim().toLowerCase();
  if (word === 'entry' || word === 'entrée' || word === 'entree') return 'open';
  if (word === 'exit' || word === 'sortie') return 'close';
  return undefined;
}

function readExecutions(columns: Columns, rows: readonly DelimitedRow[], sink: ImportSink): void {
  const { decimal, format } = localeOf(rows, columns, ['Price'], ['Time'], sink);
  for (const row of rows) {
    const { line } = row;
    const instrumentText = columns.cell(row, 'Instrument');
    if (instrumentText === '') sink.error(line, 'TRADE-001', 'The instrument is missing', 'Instrument');
    const actionText = columns.cell(row, 'Action');
    const side =
      readSide(actionText) ??
      (/^buy\b/i.test(actionText) ? 'buy' : /^sell\b/i.test(actionText) ? 'sell' : null);
    if (!side) sink.error(line, 'VALIDATION-002', `"${actionText}" is not buy or sell`, 'Action');
    const quantity = sink.check(line, 'Quantity', readQuantity(columns.cell(row, 'Quantity'), decimal));
    const price = sink.check(line, 'Price', readPrice(columns.cell(row, 'Price'), decimal));
    const time = sink.time(line, 'Time', columns.cell(row, 'Time'), format);
    const commission = sink.check(line, 'Commission', readCost(columns.cell(row, 'Commission'), decimal));
    const fees = feesOf(columns, row, decimal, sink);
    if (sink.failed(line) || !side || quantity === undefined || price === undefined || !time) continue;
    const instrument = instrumentOf(instrumentText);
    const execution: ImportedExecution = {
      time,
      symbol: instrument.symbol,
      side,
      quantity: Math.abs(quantity),
      price,
      commission: commission ?? 0,
      fees: fees ?? 0,
      assetClass: instrument.assetClass,
    };
    const id = columns.cell(row, 'ID');
    const order = columns.cell(row, 'Order ID');
    const account = accountOf(columns, row);
    const effect = effectOf(columns.cell(row, 'E/X'));
    if (id !== '') execution.brokerExecutionId = id;
    if (order !== '') execution.orderId = order;
    if (account !== '') execution.accountRef = account;
    if (effect) execution.positionEffect = effect;
    sink.add(execution);
  }
}

function readTrades(columns: Columns, rows: readonly DelimitedRow[], sink: ImportSink): void {
  const { decimal, format } = localeOf(
    rows,
    columns,
    ['Entry price', 'Exit price'],
    ['Entry time', 'Exit time'],
    sink,
  );
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
    const quantity = sink.check(line, 'Qty', readQuantity(columns.cell(row, 'Qty'), decimal));
    const entryPrice = sink.check(line, 'Entry price', readPrice(columns.cell(row, 'Entry price'), decimal));
    const exitPrice = sink.check(line, 'Exit price', readPrice(columns.cell(row, 'Exit price'), decimal));
    const entryTime = sink.time(line, 'Entry time', columns.cell(row, 'Entry time'), format);
    const exitTime = sink.time(line, 'Exit time', columns.cell(row, 'Exit time'), format);
    const commission = sink.check(line, 'Commission', readCost(columns.cell(row, 'Commission'), decimal));
    const fees = feesOf(columns, row, decimal, sink);
    if (
      sink.failed(line) ||
      quantity === undefined ||
      entryPrice === undefined ||
      exitPrice === undefined ||
      !entryTime ||
      !exitTime
    )
      continue;
    const [entryCommission, exitCommission] = costHalves(commission ?? 0, 2);
    const [entryFees, exitFees] = costHalves(fees ?? 0, 2);
    const instrument = instrumentOf(instrumentText);
    const account = accountOf(columns, row);
    const leg = (
      side: 'buy' | 'sell',
      time: string,
      price: number,
      cost: number,
      fee: number,
    ): ImportedExecution => ({
      time,
      symbol: instrument.symbol,
      side,
      quantity: Math.abs(quantity),
      price,
      commission: cost,
      fees: fee,
      assetClass: instrument.assetClass,
      ...(account === '' ? {} : { accountRef: account }),
    });
    const long = position === 'long';
    sink.add(leg(long ? 'buy' : 'sell', entryTime, entryPrice, entryCommission, entryFees));
    sink.add(leg(long ? 'sell' : 'buy', exitTime, exitPrice, exitCommission, exitFees));
    // Profit is in the grid's display unit: only money ("$250.00", "250,00 €") is a P&L in the
    // fills' currency, not points, ticks or percent. NinjaTrader takes commissions off it or not
    // as the Trade Performance window's "Include commission" setting says: either basis.
    const profitText = columns.cell(row, 'Profit');
    const profit = isCurrencyAmount(profitText) ? parseNumber(profitText, decimal) : null;
    if (profit !== null)
      sink.statePnl({
        line,
        amount: profit,
        basis: 'either',
        symbol: instrument.symbol,
        ...(account === '' ? {} : { accountRef: account }),
      });
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
