// TraderSync's trade export (the Trades list saved as CSV), for traders moving their journal
// here: one trade per row, Side LONG or SHORT, Size in shares or contracts, open and close as
// separate date and time columns in the zone the TraderSync account is set to. A closed trade
// becomes its entry and exit fill, an open one (no close) its entry only. Commission and fees
// are the trade's totals, shared between entry and exit to the cent, the two adding up to the total.
// Options carry Type OPTION with Expire, Strike and Option (CALL / PUT) beside the underlying.
// The file has no trade id: the fills are named after the row's symbol, side, open time, size and
// entry price (`tradeRowId`), so a trade exported open and again once closed matches its entry.
import { parseFutureSymbol, parseOptionSymbol } from '../../journal/instrument-symbols.ts';
import type { AssetClass } from '../../trades/trade-form.ts';
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
import { costHalves, FillsById, tradeRowId } from '../round-trip-rows.ts';
import { readCost, readPrice, readQuantity } from '../values.ts';

const SIGNATURE = [
  'Status',
  'Symbol',
  'Size',
  'Side',
  'Type',
  'Open Date',
  'Open Time',
  'Close Date',
  'Close Time',
  'Entry Price',
  'Exit Price',
  'Return $',
  'Commission',
  'Fees',
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('Open Date', 'Close Date', 'Entry Price', 'Exit Price', 'Return $')
    ? columns.share(SIGNATURE)
    : 0;
}

/** The option's OCC symbol from its underlying and the Expire, Strike and Option columns. */
function optionSymbol(underlying: string, expire: string, strike: string, right: string): string | null {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(expire) ?? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(expire);
  if (!date) return null;
  const [, a = '', b = '', c = ''] = date;
  const [year, month, day] = a.length === 4 ? [a, b, c] : [c, a.padStart(2, '0'), b.padStart(2, '0')];
  const letter = /^c(all)?$/i.test(right) ? 'C' : /^p(ut)?$/i.test(right) ? 'P' : '';
  if (letter === '') return null;
  return parseOptionSymbol(`${underlying} ${year.slice(2)}${month}${day}${letter}${strike}`)?.symbol ?? null;
}

const TYPES: Record<string, AssetClass> = {
  SHARE: 'stock',
  STOCK: 'stock',
  OPTION: 'option',
  FUTURE: 'future',
  FOREX: 'forex',
  CRYPTO: 'crypto',
  CFD: 'cfd',
};

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const fills = new FillsById(sink);
  const stamp = (row: DelimitedRow, side: 'Open' | 'Close'): string =>
    `${columns.cell(row, `${side} Date`)} ${columns.cell(row, `${side} Time`)}`.trim();
  const format = columnTimeFormat(
    function* () {
      for (const row of rows) {
        yield stamp(row, 'Open');
        yield stamp(row, 'Close');
      }
    },
    undefined,
    sink,
  );
  for (const row of rows) {
    const { line } = row;
    const underlying = columns.cell(row, 'Symbol').toUpperCase();
    if (underlying === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'Symbol');
    const sideText = columns.cell(row, 'Side');
    const long = /^long$/i.test(sideText);
    if (!long && !/^short$/i.test(sideText))
      sink.error(line, 'VALIDATION-002', `"${sideText}" is not LONG or SHORT`, 'Side');
    const typeText = columns.cell(row, 'Type').toUpperCase();
    const typed = TYPES[typeText];
    if (typeText !== '' && !typed)
      sink.error(line, 'VALIDATION-002', `"${columns.cell(row, 'Type')}" is not an asset class`, 'Type');
    const size = sink.check(line, 'Size', readQuantity(columns.cell(row, 'Size')));
    const entryPrice = sink.check(line, 'Entry Price', readPrice(columns.cell(row, 'Entry Price')));
    const opened = sink.time(line, 'Open Date', stamp(row, 'Open'), format);
    const open = stamp(row, 'Close') === '' || /^open$/i.test(columns.cell(row, 'Status'));
    const exitPrice = open
      ? undefined
      : sink.check(line, 'Exit Price', readPrice(columns.cell(row, 'Exit Price')));
    const closed = open ? undefined : sink.time(line, 'Close Date', stamp(row, 'Close'), format);
    const commission = sink.check(line, 'Commission', readCost(columns.cell(row, 'Commission')));
    const fees = sink.check(line, 'Fees', readCost(columns.cell(row, 'Fees'), '.', 'fee'));
    const assetClass = typed ?? assetClassOf(underlying);
    let symbol = underlying;
    if (assetClass === 'option') {
      const occ =
        optionSymbol(
          underlying,
          columns.cell(row, 'Expire'),
          columns.cell(row, 'Strike'),
          columns.cell(row, 'Option'),
        ) ?? parseOptionSymbol(underlying)?.symbol;
      if (occ) symbol = occ;
      else
        sink.error(line, 'VALIDATION-002', 'The option has no readable Expire, Strike and Option', 'Expire');
    } else if (assetClass === 'future') symbol = parseFutureSymbol(underlying)?.symbol ?? underlying;
    if (sink.failed(line) || size === undefined || entryPrice === undefined || !opened) continue;
    if (!open && (exitPrice === undefined || !closed)) continue;
    const quantity = Math.abs(size);
    const base = { symbol, quantity, assetClass };
    const trade = {
      line,
      id: fills.uniqueRowId(tradeRowId({ symbol, long, opened, quantity, entryPrice })),
    };
    if (open || exitPrice === undefined || !closed) {
      fills.addEntry(trade, base, long, {
        time: opened,
        price: entryPrice,
        commission: commission ?? 0,
        fees: fees ?? 0,
      });
      continue;
    }
    // The file's costs are cents: the entry's half is rounded to them.
    const [entryCommission, exitCommission] = costHalves(commission ?? 0, 2);
    const [entryFees, exitFees] = costHalves(fees ?? 0, 2);
    fills.addTrade(
      trade,
      base,
      long,
      { time: opened, price: entryPrice, commission: entryCommission, fees: entryFees },
      { time: closed, price: exitPrice, commission: exitCommission, fees: exitFees },
    );
  }
  return sink.output();
}

export const tradersyncFormat: ImportFormat = {
  id: 'tradersync',
  label: 'TraderSync (trade export)',
  detect,
  parse,
};
