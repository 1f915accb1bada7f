// Bisq's trade history (Portfolio > History > Export to CSV): one row per trade with the market
// ("BTC/EUR", "XMR/BTC"), the price, the BTC amount and the other asset's amount, the Bitcoin
// mining fee, the trade fee paid in BTC or in BSQ, the deposits, the offer type ("Buy BTC",
// "Sell XMR") and the status. Times are naive local times ("10 Mar 2021 10:40:20"). In a
// BTC/fiat market the fill is BTC priced in the fiat; in an altcoin market it is the altcoin
// priced in BTC. A fee in BTC is priced at the fill's own rate when BTC is the base; a trade fee in
// BSQ has no rate in the file and is kept as a warning. Trades that did not complete (cancelled,
// failed) are skipped.
import {
  Columns,
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import { readPrice, readQuantity, readSide } from '../values.ts';
import { feeInQuote, shortMonthNames, noteNoTrades } from './coin-swaps.ts';

const SIGNATURE = [
  'Trade ID',
  'Date/Time',
  'Market',
  'Price',
  'Deviation',
  'Amount in BTC',
  'Amount',
  'Currency',
  'Transaction Fee',
  'Trade Fee BTC',
  'Trade Fee BSQ',
  'Buyer Deposit',
  'Seller Deposit',
  'Offer type',
  'Status',
];
const TIME = compileTimestampFormat('D MMM YYYY HH:mm:ss');
const NOT_DONE = /cancel|fail/i;

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('Amount in BTC', 'Offer type') ? columns.share(SIGNATURE) : 0;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  for (const row of rows) {
    const { line } = row;
    const status = columns.cell(row, 'Status');
    const id = columns.cell(row, 'Trade ID');
    const offer = columns.cell(row, 'Offer type');
    if (NOT_DONE.test(status)) {
      sink.skipped.push({ line, kind: 'cancelled trade', description: `${id} ${offer} (${status})` });
      continue;
    }
    const market = columns.cell(row, 'Market').toUpperCase();
    const [base = '', quote = ''] = market.split('/');
    if (base === '' || quote === '') sink.error(line, 'TRADE-001', `"${market}" is not a market`, 'Market');
    const [sideWord = '', coin = ''] = offer.split(/\s+/);
    const side = readSide(sideWord);
    if (!side) sink.error(line, 'VALIDATION-002', `"${offer}" is not a buy or a sell offer`, 'Offer type');
    const time = sink.time(line, 'Date/Time', shortMonthNames(columns.cell(row, 'Date/Time')), TIME);
    const price = sink.check(line, 'Price', readPrice(columns.cell(row, 'Price')));
    // The base's amount: BTC's in a BTC/fiat market, the altcoin's (under Amount) in an altcoin one.
    const sizeColumn = base === 'BTC' ? 'Amount in BTC' : 'Amount';
    const quantity = sink.check(line, sizeColumn, readQuantity(columns.cell(row, sizeColumn)));
    if (sink.failed(line) || !side || !time || price === undefined || quantity === undefined) continue;
    // The offer names the coin it buys or sells; an offer to buy the quote sells the base.
    const baseSide = coin.toUpperCase() === quote ? (side === 'buy' ? 'sell' : 'buy') : side;
    const fill = {
      time,
      symbol: `${base}/${quote}`,
      side: baseSide,
      quantity: Math.abs(quantity),
      price,
      commission: 0,
      fees: 0,
      assetClass: 'crypto' as const,
      currency: quote,
      brokerExecutionId: id,
    };
    const tradeFee = parseNumber(columns.cell(row, 'Trade Fee BTC')) ?? 0;
    const bsqFee = parseNumber(columns.cell(row, 'Trade Fee BSQ')) ?? 0;
    const miningFee = parseNumber(columns.cell(row, 'Transaction Fee')) ?? 0;
    fill.commission =
      feeInQuote(sink, line, fill, tradeFee, 'BTC') + feeInQuote(sink, line, fill, bsqFee, 'BSQ');
    fill.fees = feeInQuote(sink, line, fill, miningFee, 'BTC');
    sink.add(fill);
  }
  noteNoTrades(sink, 'This Bisq export holds no completed trades: only cancelled or failed ones');
  return sink.output();
}

export const bisqFormat: ImportFormat = {
  id: 'bisq',
  label: 'Bisq (trade history)',
  detect,
  parse,
};
