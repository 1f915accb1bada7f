// XTB's xStation account history, one sheet saved per file, each under a preamble of account
// lines. "Closed positions" lists one closed round trip per row (Position, Symbol, Type BUY /
// SELL, Volume in lots for currency pairs and shares for stocks, open and close time and price,
// Commission as negative cash for the whole round trip, Swap, Rollover) and becomes an entry and an
// exit fill, the commission split evenly between them. A position closed in parts shows once per
// part with the same position number: each part is its own entry and exit, named by the position
// and the part's close time ("<position>:<close time>:entry" / ":exit"), so an export holding
// one part and a later one holding both give the same ids to the same part. Swap and rollover are cash
// of the account, listed again in Cash operations, not costs of a fill. "Cash operations" gives
// deposits and withdrawals; trade settlements, commissions, swaps, dividends, taxes and interest
// are skipped with their kind. Times are the terminal's, naive: the account's zone applies.
import { STANDARD_LOT } from '../../calculators/forex.ts';
import { parsePairSymbol } from '../../journal/instrument-symbols.ts';
import type { AssetClass } from '../../trades/trade-form.ts';
import type { DelimitedRow } from '../delimited.ts';
import {
  Columns,
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { costHalves, FillsById, wallTime } from '../round-trip-rows.ts';
import { brokerTimestampFormat, type TimestampFormat } from '../timestamps.ts';
import { readCost, readPrice, readQuantity } from '../values.ts';
import { addCash, headerRowIndex } from './statement-rows.ts';

const CLOSED_REQUIRED = [
  'Position',
  'Symbol',
  'Type',
  'Volume',
  'Open time',
  'Open price',
  'Close time',
  'Close price',
];
const CLOSED_SIGNATURE = [
  ...CLOSED_REQUIRED,
  'Open origin',
  'Close origin',
  'Purchase value',
  'Sale value',
  'SL',
  'TP',
  'Margin',
  'Commission',
  'Swap',
  'Rollover',
  'Gross P/L',
  'Comment',
];
const CASH_REQUIRED = ['ID', 'Type', 'Time', 'Comment', 'Symbol', 'Amount'];

function detect(sample: ImportSample): number {
  const closed = sample.rows[headerRowIndex(sample.rows, CLOSED_REQUIRED)];
  if (closed) return new Columns(closed.cells).share(CLOSED_SIGNATURE);
  const cash = sample.rows[headerRowIndex(sample.rows, CASH_REQUIRED)];
  // The cash sheet's six columns are all it has: exactly those, in the order xStation writes them.
  if (!cash) return 0;
  const names = cash.cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
  return names.join(',') === CASH_REQUIRED.join(',') ? 0.9 : 0;
}

/** xStation writes day-first dates with dots; a workbook's date cells arrive as ISO. */
function timeFormat(values: string[], sink: ImportSink): TimestampFormat {
  const { format, warning } = brokerTimestampFormat(values, {
    dayFirst: true,
    fallback: 'DD.MM.YYYY HH:mm:ss',
    broker: 'XTB',
  });
  if (warning) sink.warnings.push({ message: warning });
  return format;
}

/** Currency pairs in lots, shares as "AAPL.US" (a CFD on them "AAPL.US_9"), the rest CFDs. */
function instrumentOf(symbol: string): { symbol: string; assetClass: AssetClass; lots: boolean } {
  const pair = parsePairSymbol(symbol);
  if (pair?.kind === 'forex') return { symbol: pair.symbol, assetClass: 'forex', lots: true };
  if (/^[A-Z0-9.-]+\.[A-Z]{2,3}$/.test(symbol)) return { symbol, assetClass: 'stock', lots: false };
  return { symbol, assetClass: 'cfd', lots: false };
}

function parseClosed(columns: Columns, rows: readonly DelimitedRow[], sink: ImportSink): void {
  const fills = new FillsById(sink);
  const format = timeFormat(
    rows.flatMap((row) => [columns.cell(row, 'Open time'), columns.cell(row, 'Close time')]),
    sink,
  );
  for (const row of rows) {
    const { line } = row;
    const position = columns.cell(row, 'Position');
    const symbol = columns.cell(row, 'Symbol').toUpperCase();
    if (position === '' && symbol === '') {
      // The sheet's last row sums profit, commission and swap.
      sink.skipped.push({
        line,
        kind: 'summary',
        description: row.cells.join(' ').replace(/\s+/g, ' ').trim(),
      });
      continue;
    }
    if (symbol === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'Symbol');
    const type = columns.cell(row, 'Type').toLowerCase();
    if (type !== 'buy' && type !== 'sell')
      sink.error(line, 'VALIDATION-002', `"${columns.cell(row, 'Type')}" is not BUY or SELL`, 'Type');
    const volume = sink.check(line, 'Volume', readQuantity(columns.cell(row, 'Volume')));
    const openPrice = sink.check(line, 'Open price', readPrice(columns.cell(row, 'Open price')));
    const closePrice = sink.check(line, 'Close price', readPrice(columns.cell(row, 'Close price')));
    const opened = sink.time(line, 'Open time', columns.cell(row, 'Open time'), format);
    const closed = sink.time(line, 'Close time', columns.cell(row, 'Close time'), format);
    const commission = sink.check(line, 'Commission', readCost(columns.cell(row, 'Commission')));
    if (sink.failed(line) || volume === undefined || openPrice === undefined || closePrice === undefined)
      continue;
    if (!opened || !closed) continue;
    const instrument = instrumentOf(symbol);
    const [entryCommission, exitCommission] = costHalves(commission ?? 0);
    const base = {
      symbol: instrument.symbol,
      quantity: Math.abs(volume),
      assetClass: instrument.assetClass,
      ...(instrument.lots ? { multiplier: STANDARD_LOT } : {}),
    };
    // Each closed part is a fill pair of its own, named by its position and its close time as
    // written (not the zone's offset), so another export of the position gives the same ids.
    const trade =
      position === '' ? { line } : { line, id: fills.uniqueRowId(`${position}:${wallTime(closed)}`) };
    fills.addTrade(
      trade,
      base,
      type === 'buy',
      { time: opened, price: openPrice, commission: entryCommission, fees: 0 },
      { time: closed, price: closePrice, commission: exitCommission, fees: 0 },
    );
  }
}

function cashKind(type: string): string {
  if (type.includes('purchase') || type.includes('sale') || type.includes('close trade')) return 'trade';
  if (type.includes('divid')) return 'dividend';
  if (type.includes('tax')) return 'tax';
  if (type.includes('interest')) return 'interest';
  if (type.includes('swap') || type.includes('rollover')) return 'swap';
  if (type.includes('commission') || type.includes('fee')) return 'fee';
  return type === '' ? 'unknown' : type;
}

function parseCash(columns: Columns, rows: readonly DelimitedRow[], sink: ImportSink): void {
  const format = timeFormat(
    rows.map((row) => columns.cell(row, 'Time')),
    sink,
  );
  for (const row of rows) {
    const { line } = row;
    const written = columns.cell(row, 'Type');
    const type = written.toLowerCase().replace(/\s+/g, ' ');
    const amount = parseNumber(columns.cell(row, 'Amount'));
    const transfer = type.endsWith('deposit') || type.endsWith('withdrawal');
    if (transfer && amount !== null) {
      const time = sink.time(line, 'Time', columns.cell(row, 'Time'), format);
      if (time) addCash(sink, line, time, type.endsWith('withdrawal') ? -Math.abs(amount) : Math.abs(amount));
      continue;
    }
    sink.skipped.push({
      line,
      kind: written === '' && columns.cell(row, 'ID') === '' ? 'summary' : cashKind(type),
      description: `${written} ${columns.cell(row, 'Symbol')} ${columns.cell(row, 'Amount')}`
        .replace(/\s+/g, ' ')
        .trim(),
    });
  }
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const closedAt = headerRowIndex(input.rows, CLOSED_REQUIRED);
  const at = closedAt >= 0 ? closedAt : headerRowIndex(input.rows, CASH_REQUIRED);
  const header = input.rows[at];
  if (!header) return sink.output();
  const rows = input.rows.slice(at + 1);
  if (closedAt >= 0) parseClosed(new Columns(header.cells), rows, sink);
  else {
    parseCash(new Columns(header.cells), rows, sink);
    sink.noTrades =
      "This is XTB's Cash operations sheet, which holds cash movements only, no trades: save the Closed positions sheet of the same history and import it for the trades.";
  }
  return sink.output();
}

export const xtbFormat: ImportFormat = { id: 'xtb', label: 'XTB (xStation account history)', detect, parse };
