// Revolut's crypto account statement (Crypto > ... > Statement > Excel/CSV): one row per event with
// the coin, the type, the quantity, the price, value and fees written with their currency ("89,162.28
// SEK", "€35,761.54", "$10.00") and the time in words ("May 5, 2020, 10:10:57 PM", local time).
// Buys and sells are fills of COIN/CURRENCY, the fee their commission; sends, receives, staking
// and staking rewards move coins without a trade and are skipped with their kind.
import {
  Columns,
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readQuantity, readSide } from '../values.ts';
import { amountWithAsset, feeInQuote, shortMonthNames, noteNoTrades } from './coin-swaps.ts';

const SIGNATURE = ['Symbol', 'Type', 'Quantity', 'Price', 'Value', 'Fees', 'Date'];
const TIME = compileTimestampFormat('MMM D, YYYY, h:mm:ss A');

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header || header.cells.length !== SIGNATURE.length) return 0;
  const columns = new Columns(header.cells);
  if (columns.share(SIGNATURE) < 1) return 0;
  // Their header is that of a plain trade list; the prices written with a currency tell them.
  const priced = sample.rows.slice(1).some((row) => /[A-Z]{3}$|^[$€£]/.test(columns.cell(row, 'Price')));
  return priced ? 0.9 : 0;
}

function skippedKind(type: string): string {
  if (/reward|bonus|learn/.test(type)) return 'reward';
  if (/stake/.test(type)) return 'staking';
  if (/send|receive|transfer/.test(type)) return 'transfer';
  return type || 'unknown';
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  for (const row of rows) {
    const { line } = row;
    const typeText = columns.cell(row, 'Type');
    const side = readSide(typeText);
    const coin = columns.cell(row, 'Symbol').toUpperCase();
    if (!side) {
      sink.skipped.push({
        line,
        kind: skippedKind(typeText.toLowerCase()),
        description: `${typeText} ${columns.cell(row, 'Quantity')} ${coin}`.trim(),
      });
      continue;
    }
    if (coin === '') sink.error(line, 'TRADE-001', 'The coin is missing', 'Symbol');
    const quantity = sink.check(line, 'Quantity', readQuantity(columns.cell(row, 'Quantity')));
    const price = amountWithAsset(columns.cell(row, 'Price'));
    if (!price || price.amount <= 0 || price.asset === '')
      sink.error(
        line,
        'TRADE-002',
        `"${columns.cell(row, 'Price')}" is not a price with its currency`,
        'Price',
      );
    const time = sink.time(line, 'Date', shortMonthNames(columns.cell(row, 'Date')), TIME);
    if (sink.failed(line) || !price || quantity === undefined || !time) continue;
    const fill: ImportedExecution = {
      time,
      symbol: `${coin}/${price.asset}`,
      side,
      quantity: Math.abs(quantity),
      price: price.amount,
      commission: 0,
      fees: 0,
      assetClass: 'crypto',
      currency: price.asset,
    };
    const fee = amountWithAsset(columns.cell(row, 'Fees'));
    if (fee) fill.commission = feeInQuote(sink, line, fill, fee.amount, fee.asset || price.asset);
    sink.add(fill);
  }
  noteNoTrades(sink, 'This Revolut crypto statement holds transfers and staking only, no buys or sells');
  return sink.output();
}

export const revolutCryptoFormat: ImportFormat = {
  id: 'revolut-crypto',
  label: 'Revolut (crypto statement)',
  detect,
  parse,
};
