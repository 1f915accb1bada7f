// Saxo's trades export (SaxoTraderGO / PRO, Trades report): one row per trade, a partly filled
// order giving several trades with the same order id. Direction Bought / Sold, Amount the
// quantity, Price in the instrument's currency, Commission and Exchange Fee as negative cash,
// date and time naive in the account's zone, day first. Asset Type names the kind: options are
// written back in OCC form from their underlying, expiry, strike and Put / Call; futures keep
// their root and month code; currency pairs are read as pairs; CFDs stay CFDs.
import { parseFutureSymbol, parsePairSymbol } from '../../journal/instrument-symbols.ts';
import type { AssetClass } from '../../trades/trade-form.ts';
import {
  Columns,
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { brokerTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readPrice, readQuantity } from '../values.ts';
import { optionSymbol } from './statement-rows.ts';

const REQUIRED = [
  'Trade ID',
  'Trade Date',
  'Instrument Symbol',
  'Asset Type',
  'Direction',
  'Amount',
  'Price',
];
const SIGNATURE = [
  ...REQUIRED,
  'Account ID',
  'Trade Time',
  'Value Date',
  'Instrument',
  'Instrument ISIN',
  'Instrument Currency',
  'Open/Close',
  'Traded Value',
  'Commission',
  'Exchange Fee',
  'Booked Amount',
  'Order ID',
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has(...REQUIRED) ? columns.share(SIGNATURE) : 0;
}

function assetClassOf(type: string): AssetClass | null {
  const kind = type.toLowerCase();
  if (kind.startsWith('cfd')) return 'cfd';
  if (kind.includes('option')) return 'option';
  if (kind.includes('future')) return 'future';
  if (kind.startsWith('fx')) return 'forex';
  if (['stock', 'etf', 'etn', 'etc', 'bond', 'mutualfund'].includes(kind)) return 'stock';
  return null;
}

/** "2026-06-19", "19-06-2026" or "19/06/2026" as numbers, day first when written first. */
function expiryOf(text: string): { year: number; month: number; day: number } | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})/.exec(text);
  if (dayFirst) return { year: Number(dayFirst[3]), month: Number(dayFirst[2]), day: Number(dayFirst[1]) };
  return null;
}

function symbolOf(columns: Columns, row: FormatInput['rows'][number], assetClass: AssetClass): string | null {
  // Saxo writes the venue after a colon ("AAPL:xnas"); the journal keys symbols without it.
  const written = columns.cell(row, 'Instrument Symbol').replace(/:.*$/, '').trim().toUpperCase();
  if (assetClass === 'option') {
    const underlying = columns.cell(row, 'Underlying Instrument Symbol').replace(/:.*$/, '').toUpperCase();
    const expiry = expiryOf(columns.cell(row, 'Expiry Date'));
    if (!expiry || underlying === '') return null;
    return optionSymbol(
      underlying,
      expiry.year,
      expiry.month,
      expiry.day,
      columns.cell(row, 'Put/Call'),
      columns.cell(row, 'Strike'),
    );
  }
  if (written === '') return null;
  if (assetClass === 'forex') return parsePairSymbol(written)?.symbol ?? written;
  if (assetClass === 'future') return parseFutureSymbol(written)?.symbol ?? written;
  return written;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const when = (row: FormatInput['rows'][number]): string =>
    `${columns.cell(row, 'Trade Date')} ${columns.cell(row, 'Trade Time')}`.trim();
  // Saxo writes day-first dates; when every day is 12 or below both orders fit, and day first holds.
  const { format, warning } = brokerTimestampFormat(rows.map(when), {
    dayFirst: true,
    fallback: 'DD-MM-YYYY HH:mm:ss',
    broker: 'Saxo',
  });
  if (warning) sink.warnings.push({ message: warning });
  for (const row of rows) {
    const { line } = row;
    const type = columns.cell(row, 'Asset Type');
    const assetClass = assetClassOf(type);
    if (!assetClass) {
      sink.error(line, 'VALIDATION-002', `"${type}" is not an asset type the importer knows`, 'Asset Type');
      continue;
    }
    const symbol = symbolOf(columns, row, assetClass);
    if (symbol === null)
      sink.error(
        line,
        'TRADE-001',
        assetClass === 'option'
          ? 'The option is missing its underlying, expiry, strike or Put / Call'
          : 'The symbol is missing',
        'Instrument Symbol',
      );
    const direction = columns.cell(row, 'Direction').toLowerCase();
    const side =
      direction === 'bought' || direction === 'buy'
        ? 'buy'
        : direction === 'sold' || direction === 'sell'
          ? 'sell'
          : null;
    if (!side)
      sink.error(
        line,
        'VALIDATION-002',
        `"${columns.cell(row, 'Direction')}" is not Bought or Sold`,
        'Direction',
      );
    const time = sink.time(line, 'Trade Date', when(row), format);
    const amount = sink.check(line, 'Amount', readQuantity(columns.cell(row, 'Amount')));
    const price = sink.check(line, 'Price', readPrice(columns.cell(row, 'Price')));
    const commission = sink.check(line, 'Commission', readCost(columns.cell(row, 'Commission')));
    const fees = sink.check(line, 'Exchange Fee', readCost(columns.cell(row, 'Exchange Fee'), '.', 'fee'));
    if (sink.failed(line) || !time || !side || symbol === null || amount === undefined || price === undefined)
      continue;
    const execution: ImportedExecution = {
      time,
      symbol,
      side,
      quantity: Math.abs(amount),
      price,
      commission: commission ?? 0,
      fees: fees ?? 0,
      assetClass,
    };
    const currency = columns.cell(row, 'Instrument Currency');
    if (/^[A-Z]{3}$/.test(currency)) execution.currency = currency;
    const id = columns.cell(row, 'Trade ID');
    if (id !== '') execution.brokerExecutionId = id;
    const order = columns.cell(row, 'Order ID');
    if (order !== '') execution.orderId = order;
    const account = columns.cell(row, 'Account ID');
    if (account !== '') execution.accountRef = account;
    sink.add(execution);
  }
  return sink.output();
}

export const saxoFormat: ImportFormat = { id: 'saxo', label: 'Saxo (trades)', detect, parse };
