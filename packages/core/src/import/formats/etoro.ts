// eToro's account statement, one sheet saved per file. "Closed Positions" lists one closed round
// trip per row (Action "Buy AAPL" / "Sell EUR/USD", Long / Short, Units, Open and Close Rate and
// Date in UTC, DD/MM/YYYY): it becomes an entry and an exit fill. A partly closed position shows
// as one row per closed part, each with its own position id. The rates are the prices dealt, the
// spread already inside them, so "Spread Fees" are not added as a cost again; overnight fees and
// dividends are cash rows of the activity sheet, not costs of a fill. "Account Activity" gives the
// deposits and withdrawals; its position rows repeat what Closed Positions holds and are skipped,
// as are dividends, overnight fees and the other cash rows, each with its kind. Dates that never
// show a day above 12 are read day first, with a warning.
import { parsePairSymbol } from '../../journal/instrument-symbols.ts';
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
import { FillsById } from '../round-trip-rows.ts';
import { brokerTimestampFormat, type TimestampFormat } from '../timestamps.ts';
import type { AssetClass } from '../../trades/trade-form.ts';
import { readPrice, readQuantity } from '../values.ts';
import { addCash, headerRowIndex } from './statement-rows.ts';

const POSITIONS_REQUIRED = [
  'Position ID',
  'Action',
  'Units',
  'Open Rate',
  'Close Rate',
  'Open Date',
  'Close Date',
];
const POSITIONS_SIGNATURE = [
  ...POSITIONS_REQUIRED,
  'Long / Short',
  'Amount',
  'Leverage',
  'Spread Fees (USD)',
  'Profit(USD)',
  'Overnight Fees and Dividends',
  'Copied From',
  'Type',
  'ISIN',
];
const ACTIVITY_REQUIRED = ['Date', 'Type', 'Details', 'Amount', 'Realized Equity Change', 'Position ID'];
const ACTIVITY_SIGNATURE = [...ACTIVITY_REQUIRED, 'Units', 'Realized Equity', 'Balance', 'Asset type', 'NWA'];

function detect(sample: ImportSample): number {
  for (const [required, signature] of [
    [POSITIONS_REQUIRED, POSITIONS_SIGNATURE],
    [ACTIVITY_REQUIRED, ACTIVITY_SIGNATURE],
  ] as const) {
    const header = sample.rows[headerRowIndex(sample.rows, required)];
    if (header) return new Columns(header.cells).share(signature);
  }
  return 0;
}

/** eToro writes day-first dates; a sheet re-saved by a spreadsheet may hold ISO ones. */
function timeFormat(values: string[], sink: ImportSink): TimestampFormat {
  const { format, warning } = brokerTimestampFormat(values, {
    dayFirst: true,
    fallback: 'DD/MM/YYYY HH:mm:ss',
    broker: 'eToro',
  });
  if (warning) sink.warnings.push({ message: warning });
  return format;
}

function assetClassOf(type: string, instrument: string): AssetClass {
  const kind = type.toLowerCase();
  if (kind.startsWith('crypto')) return 'crypto';
  if (kind.startsWith('currenc')) return 'forex';
  if (kind === 'stocks' || kind === 'etf' || kind === 'etfs') return 'stock';
  if (kind !== '') return 'cfd';
  return parsePairSymbol(instrument)?.kind ?? 'stock';
}

function parsePositions(columns: Columns, rows: readonly DelimitedRow[], sink: ImportSink): void {
  const fills = new FillsById(sink);
  const format = timeFormat(
    rows.flatMap((row) => [columns.cell(row, 'Open Date'), columns.cell(row, 'Close Date')]),
    sink,
  );
  for (const row of rows) {
    const { line } = row;
    const action = /^(buy|sell)\s+(.+)$/i.exec(columns.cell(row, 'Action'));
    const instrument = action?.[2]?.trim() ?? '';
    if (instrument === '') sink.error(line, 'TRADE-001', 'The instrument is missing', 'Action');
    const direction = columns.cell(row, 'Long / Short').toLowerCase();
    const long = direction === '' ? action?.[1]?.toLowerCase() === 'buy' : direction === 'long';
    if (direction !== '' && direction !== 'long' && direction !== 'short')
      sink.error(
        line,
        'VALIDATION-002',
        `"${columns.cell(row, 'Long / Short')}" is not Long or Short`,
        'Long / Short',
      );
    const units = sink.check(line, 'Units', readQuantity(columns.cell(row, 'Units')));
    const openRate = sink.check(line, 'Open Rate', readPrice(columns.cell(row, 'Open Rate')));
    const closeRate = sink.check(line, 'Close Rate', readPrice(columns.cell(row, 'Close Rate')));
    const opened = sink.time(line, 'Open Date', columns.cell(row, 'Open Date'), format);
    const closed = sink.time(line, 'Close Date', columns.cell(row, 'Close Date'), format);
    if (sink.failed(line) || units === undefined || openRate === undefined || closeRate === undefined)
      continue;
    if (!opened || !closed) continue;
    const assetClass = assetClassOf(columns.cell(row, 'Type'), instrument);
    // Coins are quoted in dollars on eToro, which writes only the coin ("Buy BTC").
    const written = assetClass === 'crypto' && !instrument.includes('/') ? `${instrument}/USD` : instrument;
    const pair = assetClass === 'forex' || assetClass === 'crypto' ? parsePairSymbol(written) : null;
    const id = columns.cell(row, 'Position ID');
    const base = { symbol: pair?.symbol ?? instrument.toUpperCase(), quantity: Math.abs(units), assetClass };
    // Ids of the position's own number, as imports have always named them.
    const named = (end: 'open' | 'close') => (id === '' ? {} : { brokerExecutionId: `${id}:${end}` });
    fills.addTrade(
      { line },
      base,
      long,
      { time: opened, price: openRate, commission: 0, fees: 0, ...named('open') },
      { time: closed, price: closeRate, commission: 0, fees: 0, ...named('close') },
    );
    // Profit(USD) is the rates' difference over the units only for an instrument quoted in dollars
    // (its FX rate 1); others are converted at eToro's rate, which the fills do not carry.
    const profit = parseNumber(columns.cell(row, 'Profit(USD)'));
    if (profit !== null && parseNumber(columns.cell(row, 'FX rate at close (USD)')) === 1)
      sink.statePnl({ line, amount: profit, basis: 'gross', symbol: base.symbol });
  }
}

function activityKind(type: string): string {
  if (type.includes('position')) return 'position';
  if (type.includes('dividend')) return 'dividend';
  if (type.includes('overnight') || type.includes('rollover')) return 'overnight fee';
  if (type.includes('interest')) return 'interest';
  if (type.includes('fee')) return 'fee';
  return type === '' ? 'unknown' : type;
}

function parseActivity(columns: Columns, rows: readonly DelimitedRow[], sink: ImportSink): void {
  const format = timeFormat(
    rows.map((row) => columns.cell(row, 'Date')),
    sink,
  );
  for (const row of rows) {
    const { line } = row;
    const written = columns.cell(row, 'Type');
    const type = written.toLowerCase().replace(/\s+/g, ' ');
    const amount = parseNumber(columns.cell(row, 'Amount'));
    const deposit = type === 'deposit';
    const withdrawal = type === 'withdraw request' || type === 'withdrawal';
    if ((deposit || withdrawal) && amount !== null) {
      const time = sink.time(line, 'Date', columns.cell(row, 'Date'), format);
      if (time)
        addCash(sink, line, time, withdrawal ? -Math.abs(amount) : Math.abs(amount), { currency: 'USD' });
      continue;
    }
    sink.skipped.push({
      line,
      kind: activityKind(type),
      description: `${written} ${columns.cell(row, 'Details')} ${columns.cell(row, 'Amount')}`
        .replace(/\s+/g, ' ')
        .trim(),
    });
  }
}

function parse(input: FormatInput): FormatOutput {
  // eToro's statement is in UTC whatever the trader's zone.
  const sink = new ImportSink('UTC');
  const positionsAt = headerRowIndex(input.rows, POSITIONS_REQUIRED);
  const activityAt = positionsAt < 0 ? headerRowIndex(input.rows, ACTIVITY_REQUIRED) : -1;
  const at = positionsAt >= 0 ? positionsAt : activityAt;
  const header = input.rows[at];
  if (!header) return sink.output();
  const rows = input.rows.slice(at + 1);
  if (positionsAt >= 0) parsePositions(new Columns(header.cells), rows, sink);
  else {
    parseActivity(new Columns(header.cells), rows, sink);
    sink.noTrades =
      "This is eToro's Account Activity sheet, which holds cash movements only, no trades: save the Closed Positions sheet of the same statement and import it for the trades.";
  }
  return sink.output();
}

export const etoroFormat: ImportFormat = {
  id: 'etoro',
  label: 'eToro (account statement)',
  detect,
  parse,
};
