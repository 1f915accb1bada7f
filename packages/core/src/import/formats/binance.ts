// Binance's exports, told apart by their headers. The spot trade history: one row per fill, times
// in UTC (the header says so). The older layout writes sizes with their coin ("0.00100000BTC" under
// Executed, the quote total under Amount); the newer ones have plain numbers (Amount, Total), the
// fee's coin in its own column and, newest, the pair's two coins in their own columns too. A fee in
// the base coin is priced at the fill's price; one paid in a third coin (BNB) cannot be priced from
// the file and is reported with its line rather than guessed. The futures trade history and the
// account ledger (Transaction History) are read by binance-futures.ts and binance-ledger.ts.
import { parsePairSymbol } from '../../journal/instrument-symbols.ts';
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
import type { ImportedExecution } from '../types.ts';
import { readPrice, readQuantity, readSide } from '../values.ts';
import { FUTURES_SIGNATURE, parseFutures } from './binance-futures.ts';
import { LEDGER_REQUIRED, LEDGER_SIGNATURE, parseLedger } from './binance-ledger.ts';

const SIGNATURE = ['Date(UTC)', 'Pair', 'Side', 'Price', 'Executed', 'Amount', 'Fee'];
const NEWER_SIGNATURE = ['Date(UTC)', 'Market', 'Type', 'Price', 'Amount', 'Total', 'Fee', 'Fee Coin'];
const NEWEST_SIGNATURE = [
  'Date(UTC)',
  'Pair',
  'Base Asset',
  'Quote Asset',
  'Type',
  'Price',
  'Amount',
  'Total',
  'Fee',
  'Fee Coin',
];
const WITH_COIN = /^([0-9.,]+(?:[eE][+-]?\d+)?)\s*([A-Za-z0-9]*)$/;

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  if (columns.has(...LEDGER_REQUIRED)) return columns.share(LEDGER_SIGNATURE);
  if (columns.has('Symbol', 'Realized Profit')) return futuresShare(columns);
  if (!columns.has('Date(UTC)')) return 0;
  if (columns.has('Executed')) return columns.share(SIGNATURE);
  if (!columns.has('Fee Coin')) return 0;
  return Math.max(columns.share(NEWER_SIGNATURE), columns.share(NEWEST_SIGNATURE));
}

/** Newer futures exports write Time(UTC) for Date(UTC) and give the fee's coin its own column. */
function futuresShare(columns: Columns): number {
  const names = FUTURES_SIGNATURE.map((name) =>
    name === 'Date(UTC)' && columns.has('Time(UTC)') ? 'Time(UTC)' : name,
  );
  return columns.share(names);
}

function withCoin(text: string): { amount: string; coin: string } {
  const match = WITH_COIN.exec(text.trim());
  return match
    ? { amount: match[1] ?? '', coin: (match[2] ?? '').toUpperCase() }
    : { amount: text, coin: '' };
}

function parse(input: FormatInput): FormatOutput {
  const header = input.rows[0];
  if (header && new Columns(header.cells).has(...LEDGER_REQUIRED)) return parseLedger(input);
  if (header && new Columns(header.cells).has('Symbol', 'Realized Profit')) return parseFutures(input);
  return parseSpot(input);
}

function parseSpot(input: FormatInput): FormatOutput {
  const sink = new ImportSink('UTC');
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const newer = !columns.has('Executed');
  const marketColumn = columns.find('Market', 'Pair') ?? 'Pair';
  const sideColumn = newer ? 'Type' : 'Side';
  const sizeColumn = newer ? 'Amount' : 'Executed';
  const totalColumn = newer ? 'Total' : 'Amount';
  const format = compileTimestampFormat('YYYY-MM-DD HH:mm:ss');
  for (const row of rows) {
    const { line } = row;
    const market = columns.cell(row, marketColumn).toUpperCase();
    if (market === '') sink.error(line, 'TRADE-001', 'The pair is missing', marketColumn);
    const time = sink.time(line, 'Date(UTC)', columns.cell(row, 'Date(UTC)'), format);
    const sideText = columns.cell(row, sideColumn);
    const side = readSide(sideText);
    if (!side) sink.error(line, 'VALIDATION-002', `"${sideText}" is not buy or sell`, sideColumn);
    const price = sink.check(line, 'Price', readPrice(columns.cell(row, 'Price')));
    const executed = withCoin(columns.cell(row, sizeColumn));
    const quantity = sink.check(line, sizeColumn, readQuantity(executed.amount));
    const amount = withCoin(columns.cell(row, totalColumn));
    const fee = withCoin(columns.cell(row, 'Fee'));
    if (newer) fee.coin = columns.cell(row, 'Fee Coin').toUpperCase();
    const feeAmount = fee.amount === '' ? 0 : parseNumber(fee.amount);
    if (feeAmount === null)
      sink.error(line, 'VALIDATION-010', `The fee "${fee.amount}" is not a number`, 'Fee');
    if (
      sink.failed(line) ||
      !time ||
      !side ||
      price === undefined ||
      quantity === undefined ||
      feeAmount === null
    )
      continue;
    const pair = parsePairSymbol(market);
    const base = executed.coin || columns.cell(row, 'Base Asset').toUpperCase() || pair?.base || '';
    const quote = amount.coin || columns.cell(row, 'Quote Asset').toUpperCase() || pair?.quote || '';
    let commission = 0;
    if (feeAmount !== 0) {
      if (fee.coin === quote || fee.coin === '') commission = Math.abs(feeAmount);
      else if (fee.coin === base) commission = Math.round(Math.abs(feeAmount) * price * 1e10) / 1e10;
      else
        sink.warnings.push({
          line,
          message: `The fee of ${fee.amount} ${fee.coin} is in neither coin of ${market}: it is not counted in the commission`,
        });
    }
    const execution: ImportedExecution = {
      time,
      symbol: base && quote ? `${base}/${quote}` : market,
      side,
      quantity: Math.abs(quantity),
      price,
      commission,
      fees: 0,
      assetClass: 'crypto',
    };
    if (quote) execution.currency = quote;
    sink.add(execution);
  }
  return sink.output();
}

export const binanceFormat: ImportFormat = {
  id: 'binance',
  label: 'Binance (spot and futures trade history, transaction history)',
  detect,
  parse,
};
