// KuCoin's older trade history export: one row per fill, the pair written "KCS/BTC", each amount
// followed by its coin, and naive times in the file's zone. The fee in the quote is the
// commission, one in the base is priced at the fill's price, one in a third coin is a warning.
import { Columns, ImportSink, type FormatInput, type FormatOutput } from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import { readPrice, readQuantity, readSide } from '../values.ts';
import { feeInQuote } from './coin-swaps.ts';

export const OLD_SIGNATURE = [
  'Time',
  'Pair',
  'Side',
  'FilledPrice',
  'FilledPriceCoin',
  'Amount',
  'AmountCoin',
  'Volume',
  'VolumeCoin',
  'Fee',
  'FeeCoin',
];
const TIME = compileTimestampFormat('YYYY/MM/DD HH:mm:ss');

export function parseOldHistory(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  for (const row of rows) {
    const { line } = row;
    const pair = columns.cell(row, 'Pair').toUpperCase();
    const [pairBase = '', pairQuote = ''] = pair.split(/[/-]/);
    const base = columns.cell(row, 'AmountCoin').toUpperCase() || pairBase;
    const quote = columns.cell(row, 'FilledPriceCoin').toUpperCase() || pairQuote;
    if (base === '' || quote === '') sink.error(line, 'TRADE-001', `"${pair}" is not a pair`, 'Pair');
    const sideText = columns.cell(row, 'Side');
    const side = readSide(sideText);
    if (!side) sink.error(line, 'VALIDATION-002', `"${sideText}" is not buy or sell`, 'Side');
    const price = sink.check(line, 'FilledPrice', readPrice(columns.cell(row, 'FilledPrice')));
    const quantity = sink.check(line, 'Amount', readQuantity(columns.cell(row, 'Amount')));
    const feeText = columns.cell(row, 'Fee');
    const fee = feeText === '' ? 0 : parseNumber(feeText);
    if (fee === null) sink.error(line, 'VALIDATION-010', `The fee "${feeText}" is not a number`, 'Fee');
    const time = sink.time(line, 'Time', columns.cell(row, 'Time'), TIME);
    if (sink.failed(line) || !side || price === undefined || quantity === undefined || fee === null || !time)
      continue;
    const fill = {
      time,
      symbol: `${base}/${quote}`,
      side,
      quantity: Math.abs(quantity),
      price,
      commission: 0,
      fees: 0,
      assetClass: 'crypto' as const,
      currency: quote,
    };
    fill.commission = feeInQuote(sink, line, fill, fee, columns.cell(row, 'FeeCoin'));
    sink.add(fill);
  }
  return sink.output();
}
