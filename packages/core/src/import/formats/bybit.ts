// Bybit's spot order history export (unified trading account): one row per filled order with its
// pair ("ICPUSDT"), direction, filled value, price and quantity, the fee, transaction and order
// numbers, and the time in UTC written time first ("14:35 2026-03-09"). Bybit takes its spot fee
// in the coin received: a buy's fee is in the base coin and is priced at the fill's price, a
// sell's is already in the quote coin. The derivatives trade history and closed P&L exports are
// read by bybit-derivatives.ts.
import { parsePairSymbol } from '../../journal/instrument-symbols.ts';
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
import { readCost, readPrice, readQuantity, readSide } from '../values.ts';
import {
  CLOSED_PNL_REQUIRED,
  CLOSED_PNL_SIGNATURE,
  TRADES_REQUIRED,
  TRADES_SIGNATURE,
  parseClosedPnl,
  parseTradeHistory,
} from './bybit-derivatives.ts';

const SIGNATURE = [
  'Spot Pairs',
  'Order Type',
  'Direction',
  'Filled Value',
  'Filled Price',
  'Filled Quantity',
  'Fees',
  'Transaction ID',
  'Order No.',
  'Timestamp (UTC)',
];
/** Quote coins, longest first so that "USDT" is not read as "USD" and a "T". */
const QUOTES = ['USDT', 'USDC', 'USDE', 'EUR', 'BTC', 'ETH', 'DAI', 'BRL', 'USD'];
const TIME_FIRST = [
  compileTimestampFormat('HH:mm:ss YYYY-MM-DD'),
  compileTimestampFormat('HH:mm YYYY-MM-DD'),
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  if (columns.has(...CLOSED_PNL_REQUIRED)) return columns.share(CLOSED_PNL_SIGNATURE);
  if (columns.has(...TRADES_REQUIRED)) return columns.share(TRADES_SIGNATURE);
  return columns.has('Spot Pairs', 'Filled Quantity') ? columns.share(SIGNATURE) : 0;
}

function pairOf(text: string): { base: string; quote: string } | null {
  const known = parsePairSymbol(text);
  if (known) return { base: known.base, quote: known.quote };
  const upper = text.trim().toUpperCase();
  const quote = QUOTES.find((candidate) => upper.length > candidate.length && upper.endsWith(candidate));
  return quote ? { base: upper.slice(0, -quote.length), quote } : null;
}

function parse(input: FormatInput): FormatOutput {
  const header = input.rows[0];
  const columns = header ? new Columns(header.cells) : null;
  if (columns?.has(...CLOSED_PNL_REQUIRED)) return parseClosedPnl(input);
  if (columns?.has(...TRADES_REQUIRED)) return parseTradeHistory(input);
  return parseSpot(input);
}

function parseSpot(input: FormatInput): FormatOutput {
  const sink = new ImportSink('UTC');
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const first = rows.map((row) => columns.cell(row, 'Timestamp (UTC)')).find((text) => text !== '') ?? '';
  const format = TIME_FIRST.find((candidate) => candidate.regex.test(first)) ?? TIME_FIRST[1] ?? null;
  for (const row of rows) {
    const { line } = row;
    const pairText = columns.cell(row, 'Spot Pairs');
    const pair = pairOf(pairText);
    if (!pair)
      sink.error(
        line,
        'TRADE-001',
        pairText === '' ? 'The pair is missing' : `"${pairText}" is not a pair`,
        'Spot Pairs',
      );
    const directionText = columns.cell(row, 'Direction');
    const side = readSide(directionText);
    if (!side) sink.error(line, 'VALIDATION-002', `"${directionText}" is not buy or sell`, 'Direction');
    const price = sink.check(line, 'Filled Price', readPrice(columns.cell(row, 'Filled Price')));
    const quantity = sink.check(line, 'Filled Quantity', readQuantity(columns.cell(row, 'Filled Quantity')));
    const fee = sink.check(line, 'Fees', readCost(columns.cell(row, 'Fees'), '.', 'fee'));
    const time = sink.time(line, 'Timestamp (UTC)', columns.cell(row, 'Timestamp (UTC)'), format);
    if (sink.failed(line) || !pair || !side || price === undefined || quantity === undefined || !time)
      continue;
    const commission = side === 'buy' ? Math.round((fee ?? 0) * price * 1e10) / 1e10 : (fee ?? 0);
    const execution: ImportedExecution = {
      time,
      symbol: `${pair.base}/${pair.quote}`,
      side,
      quantity: Math.abs(quantity),
      price,
      commission,
      fees: 0,
      assetClass: 'crypto',
      currency: pair.quote,
    };
    const id = columns.cell(row, 'Transaction ID');
    const order = columns.cell(row, 'Order No.');
    if (id !== '') execution.brokerExecutionId = id;
    if (order !== '') execution.orderId = order;
    sink.add(execution);
  }
  return sink.output();
}

export const bybitFormat: ImportFormat = {
  id: 'bybit',
  label: 'Bybit (spot order history, derivatives trade history and closed P&L)',
  detect,
  parse,
};
