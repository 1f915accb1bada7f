// TradeZella's trade export, for traders moving their journal here: one trade per row, Side Long
// or Short, Quantity in shares, contracts or units, open and close as date and time columns in the
// zone the TradeZella account is set to (month first). A closed trade becomes its entry and exit
// fill, an open one (Status Open, no close) its entry only. Commissions and Fees are the trade's
// totals, shared between entry and exit to the cent. Instrument names the kind: options carry
// Expiration, Strike and Call/Put beside the underlying, futures their root and month code.
// The file has no trade id: the fills are named after the row's symbol, side, open time, quantity
// and entry price (`tradeRowId`), so a trade exported open and again once closed matches its entry.
// Dates that never show a day above 12 are read month first, with a warning.
import { parseFutureSymbol, parsePairSymbol } from '../../journal/instrument-symbols.ts';
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
import { costHalves, FillsById, tradeRowId } from '../round-trip-rows.ts';
import { brokerTimestampFormat } from '../timestamps.ts';
import { readCost, readPrice, readQuantity } from '../values.ts';
import { optionSymbol } from './statement-rows.ts';

const REQUIRED = [
  'Open Date',
  'Symbol',
  'Side',
  'Quantity',
  'Entry Price',
  'Exit Price',
  'Net P&L',
  'Instrument',
];
const SIGNATURE = [
  ...REQUIRED,
  'Open Time',
  'Close Date',
  'Close Time',
  'Commissions',
  'Fees',
  'Gross P&L',
  'Net ROI',
  'Status',
  'Expiration',
  'Strike',
  'Call/Put',
  'Setups',
  'Mistakes',
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has(...REQUIRED) ? columns.share(SIGNATURE) : 0;
}

function assetClassOf(instrument: string): AssetClass | null {
  const kind = instrument.toLowerCase();
  if (kind === '' || kind.startsWith('stock') || kind === 'etf') return 'stock';
  if (kind.startsWith('option')) return 'option';
  if (kind.startsWith('future')) return 'future';
  if (kind.startsWith('forex') || kind === 'fx') return 'forex';
  if (kind.startsWith('crypto')) return 'crypto';
  if (kind === 'cfd') return 'cfd';
  return null;
}

/** "6/19/2026" or "2026-06-19" as numbers. */
function expirationOf(text: string): { year: number; month: number; day: number } | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) return { year: Number(us[3]), month: Number(us[1]), day: Number(us[2]) };
  return null;
}

function symbolOf(columns: Columns, row: DelimitedRow, assetClass: AssetClass): string | null {
  const written = columns.cell(row, 'Symbol').toUpperCase();
  if (written === '') return null;
  if (assetClass === 'option') {
    const expiry = expirationOf(columns.cell(row, 'Expiration'));
    if (!expiry) return null;
    return optionSymbol(
      written,
      expiry.year,
      expiry.month,
      expiry.day,
      columns.cell(row, 'Call/Put'),
      columns.cell(row, 'Strike'),
    );
  }
  if (assetClass === 'future') return parseFutureSymbol(written)?.symbol ?? written;
  if (assetClass === 'forex' || assetClass === 'crypto') return parsePairSymbol(written)?.symbol ?? written;
  return written;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const fills = new FillsById(sink);
  const opened = (row: DelimitedRow): string =>
    `${columns.cell(row, 'Open Date')} ${columns.cell(row, 'Open Time')}`.trim();
  const closed = (row: DelimitedRow): string =>
    `${columns.cell(row, 'Close Date')} ${columns.cell(row, 'Close Time')}`.trim();
  // A US product: month first holds when every day is 12 or below; ISO dates are detected.
  const { format, warning } = brokerTimestampFormat(
    rows.flatMap((row) => [opened(row), closed(row)].filter((text) => text !== '')),
    { dayFirst: false, fallback: 'M/D/YYYY H:mm:ss', broker: 'TradeZella' },
  );
  if (warning) sink.warnings.push({ message: warning });
  for (const row of rows) {
    const { line } = row;
    const instrument = columns.cell(row, 'Instrument');
    const assetClass = assetClassOf(instrument);
    if (!assetClass) {
      sink.error(
        line,
        'VALIDATION-002',
        `"${instrument}" is not an instrument the importer knows`,
        'Instrument',
      );
      continue;
    }
    const symbol = symbolOf(columns, row, assetClass);
    if (symbol === null)
      sink.error(
        line,
        'TRADE-001',
        assetClass === 'option'
          ? 'The option is missing its symbol, expiration, strike or Call/Put'
          : 'The symbol is missing',
        'Symbol',
      );
    const side = columns.cell(row, 'Side').toLowerCase();
    if (side !== 'long' && side !== 'short')
      sink.error(line, 'VALIDATION-002', `"${columns.cell(row, 'Side')}" is not Long or Short`, 'Side');
    const quantity = sink.check(line, 'Quantity', readQuantity(columns.cell(row, 'Quantity')));
    const entryPrice = sink.check(line, 'Entry Price', readPrice(columns.cell(row, 'Entry Price')));
    const open = columns.cell(row, 'Status').toLowerCase() === 'open' || closed(row) === '';
    const exitPrice = open
      ? undefined
      : sink.check(line, 'Exit Price', readPrice(columns.cell(row, 'Exit Price')));
    const entered = sink.time(line, 'Open Date', opened(row), format);
    const exited = open ? undefined : sink.time(line, 'Close Date', closed(row), format);
    const commissions = sink.check(line, 'Commissions', readCost(columns.cell(row, 'Commissions')));
    const fees = sink.check(line, 'Fees', readCost(columns.cell(row, 'Fees'), '.', 'fee'));
    if (
      sink.failed(line) ||
      symbol === null ||
      quantity === undefined ||
      entryPrice === undefined ||
      !entered
    )
      continue;
    const long = side === 'long';
    const base = { symbol, quantity: Math.abs(quantity), assetClass };
    const trade = {
      line,
      id: fills.uniqueRowId(
        tradeRowId({ symbol, long, opened: entered, quantity: base.quantity, entryPrice }),
      ),
    };
    if (open || exitPrice === undefined || !exited) {
      fills.addEntry(trade, base, long, {
        time: entered,
        price: entryPrice,
        commission: commissions ?? 0,
        fees: fees ?? 0,
      });
      continue;
    }
    // TradeZella's own gross P&L of the trade, checked against what its two fills give.
    const stated = parseNumber(columns.cell(row, 'Gross P&L'));
    if (stated !== null) sink.statePnl({ line, amount: stated, basis: 'gross', symbol });
    // The file's costs are cents: the entry's half is rounded to them.
    const [entryCommission, exitCommission] = costHalves(commissions ?? 0, 2);
    const [entryFees, exitFees] = costHalves(fees ?? 0, 2);
    fills.addTrade(
      trade,
      base,
      long,
      { time: entered, price: entryPrice, commission: entryCommission, fees: entryFees },
      { time: exited, price: exitPrice, commission: exitCommission, fees: exitFees },
    );
  }
  return sink.output();
}

export const tradezellaFormat: ImportFormat = {
  id: 'tradezella',
  label: 'TradeZella (trade export)',
  detect,
  parse,
};
