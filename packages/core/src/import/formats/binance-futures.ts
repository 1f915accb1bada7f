// Binance's futures trade history export (Orders > Futures Order > Trade History > Export): one
// row per fill with its time in UTC, the contract (BTCUSDT for USDⓈ-M, BTCUSD_PERP or
// BTCUSD_260327 for COIN-M), side, price, quantity, quote amount, fee (with its coin in the cell
// or in its own column) and the fill's Realized Profit, which Binance states before the fee.
//
// USDⓈ-M contracts trade in coins and settle in the quote: kept as futures of multiplier 1 under
// Binance's contract name, apart from the spot pair. COIN-M contracts trade in contracts worth a
// fixed amount of dollars and settle their P&L in the coin, not linearly in the price: the journal
// cannot derive that, so their fills are set aside with that reason.
import { Columns, ImportSink, type FormatInput, type FormatOutput } from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readPrice, readQuantity, readSide } from '../values.ts';
import { amountWithAsset, quoteCost } from './coin-swaps.ts';

export const FUTURES_SIGNATURE = [
  'Date(UTC)',
  'Symbol',
  'Side',
  'Price',
  'Quantity',
  'Amount',
  'Fee',
  'Realized Profit',
];
const LINEAR_QUOTES = ['USDT', 'USDC', 'FDUSD', 'BUSD'];
const FORMAT = compileTimestampFormat('YYYY-MM-DD HH:mm:ss');

/** The coin-margined contracts: BTCUSD_PERP, ETHUSD_260327. */
function isInverse(symbol: string): boolean {
  const [pair = '', delivery] = symbol.split('_');
  return delivery !== undefined && pair.endsWith('USD');
}

function linearQuote(symbol: string): string | undefined {
  const pair = symbol.split('_')[0] ?? '';
  return LINEAR_QUOTES.find((quote) => pair.length > quote.length && pair.endsWith(quote));
}

function money(sink: ImportSink, line: number, column: string, text: string): number | null {
  if (text === '') return 0;
  const read = amountWithAsset(text);
  if (read === null)
    sink.error(line, 'VALIDATION-010', `The ${column.toLowerCase()} "${text}" is not a number`, column);
  return read?.amount ?? null;
}

export function parseFutures(input: FormatInput): FormatOutput {
  const sink = new ImportSink('UTC');
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const timeColumn = columns.find('Date(UTC)', 'Time(UTC)');
  let inverse = 0;
  for (const row of rows) {
    const { line } = row;
    if (row.cells.every((cell) => cell.trim() === '')) continue;
    const symbol = columns.cell(row, 'Symbol').toUpperCase();
    const quote = linearQuote(symbol);
    if (symbol === '') sink.error(line, 'TRADE-001', 'The contract is missing', 'Symbol');
    else if (!quote && !isInverse(symbol))
      sink.error(line, 'TRADE-001', `"${symbol}" is not a Binance futures contract`, 'Symbol');
    const time = sink.time(line, timeColumn, columns.cell(row, timeColumn), FORMAT);
    const sideText = columns.cell(row, 'Side');
    const side = readSide(sideText);
    if (!side) sink.error(line, 'VALIDATION-002', `"${sideText}" is not buy or sell`, 'Side');
    const price = sink.check(line, 'Price', readPrice(columns.cell(row, 'Price')));
    const quantityText = amountWithAsset(columns.cell(row, 'Quantity'))?.amount;
    const quantity = sink.check(
      line,
      'Quantity',
      readQuantity(quantityText === undefined ? columns.cell(row, 'Quantity') : String(quantityText)),
    );
    const fee = money(sink, line, 'Fee', columns.cell(row, 'Fee'));
    const profitText = columns.cell(row, 'Realized Profit');
    const profit = profitText === '' ? 0 : parseNumber(profitText);
    if (profit === null)
      sink.error(
        line,
        'VALIDATION-010',
        `The realized profit "${profitText}" is not a number`,
        'Realized Profit',
      );
    if (sink.failed(line) || !time || !side || price === undefined || quantity === undefined || fee === null)
      continue;
    if (!quote) {
      inverse++;
      sink.skipped.push({
        line,
        kind: 'inverse contract',
        description: `${symbol}: a COIN-M contract, whose P&L in the coin the journal cannot derive`,
      });
      continue;
    }
    const feeCoin = (
      columns.cell(row, 'Fee Coin') ||
      columns.cell(row, 'Fee Asset') ||
      amountWithAsset(columns.cell(row, 'Fee'))?.asset ||
      quote
    ).toUpperCase();
    const execution: ImportedExecution = {
      time,
      symbol,
      side,
      quantity: Math.abs(quantity),
      price,
      commission: 0,
      fees: 0,
      assetClass: 'future',
      multiplier: 1,
      currency: quote,
    };
    if (feeCoin === quote) execution.commission = quoteCost(fee);
    else if (fee !== 0)
      sink.warnings.push({
        line,
        message: `The fee of ${String(Math.abs(fee))} ${feeCoin} is not in ${quote} and the file gives no rate for it: it is not counted in the commission`,
      });
    sink.add(execution);
    // Opening fills state 0; only closing ones realise anything.
    if (profit !== null && profit !== 0) sink.statePnl({ line, amount: profit, basis: 'gross', symbol });
  }
  if (inverse > 0)
    sink.warnings.push({
      message: `${String(inverse)} COIN-M ${inverse === 1 ? 'fill' : 'fills'} set aside: such contracts settle their P&L in the coin, not linearly in the price, which the journal cannot derive`,
    });
  return sink.output();
}
