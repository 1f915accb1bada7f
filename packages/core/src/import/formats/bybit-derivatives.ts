// Bybit's derivatives exports (Orders > Derivatives > Trade History / Closed P&L > Export).
//
// Trade history: one row per fill with the contract (BTCUSDT), direction (Buy, Sell, Open Long,
// Close Short...), filled quantity in coins, filled price, the trading fee in the settle coin, the
// transaction and order numbers, and the time in UTC.
//
// Closed P&L: one row per closed position with its closing direction (the side of the closing
// order), quantity, average entry and exit prices and Closed P&L, which Bybit gives after the
// opening and closing fees and funding. The row has no opening time, so both fills of the trade
// carry the closing time (a warning says so), and what Bybit took from the position (its price
// P&L minus Closed P&L) is the exit fill's commission, so the journal's net P&L is Bybit's.
//
// USDT and USDC contracts trade in coins and settle in the quote: futures of multiplier 1 under
// Bybit's contract name, apart from the spot pair. Inverse contracts (BTCUSD, BTCUSDH26) settle
// their P&L in the coin, not linearly in the price: the journal cannot derive it, so their rows are
// set aside with that reason.
import { Columns, ImportSink, type FormatInput, type FormatOutput } from '../format.ts';
import type { DelimitedRow } from '../delimited.ts';
import { parseNumber } from '../numbers.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readPrice, readQuantity, readSide } from '../values.ts';
import { quoteCost } from './coin-swaps.ts';

export const CLOSED_PNL_REQUIRED = ['Contracts', 'Entry Price', 'Exit Price', 'Closed P&L'];
export const CLOSED_PNL_SIGNATURE = [...CLOSED_PNL_REQUIRED, 'Closing Direction', 'Qty', 'Exit Type'];
export const TRADES_REQUIRED = ['Contracts', 'Filled Price'];
export const TRADES_SIGNATURE = [
  ...TRADES_REQUIRED,
  'Direction',
  'Filled Qty',
  'Order Price',
  'Trading Fee',
  'Transaction ID',
  'Order No.',
];
const TIME_COLUMNS = [
  'Transaction Time(UTC+0)',
  'Trade Time(UTC+0)',
  'Transaction Time',
  'Trade Time',
  'Time(UTC)',
];
const FORMAT = compileTimestampFormat('YYYY-MM-DD HH:mm:ss');
const LINEAR_QUOTES = ['USDT', 'USDC', 'PERP'];

const DIRECTIONS: Record<string, { side: 'buy' | 'sell'; effect?: 'open' | 'close' }> = {
  'OPEN LONG': { side: 'buy', effect: 'open' },
  'CLOSE LONG': { side: 'sell', effect: 'close' },
  'OPEN SHORT': { side: 'sell', effect: 'open' },
  'CLOSE SHORT': { side: 'buy', effect: 'close' },
};

interface Contract {
  symbol: string;
  /** The settle coin; absent for an inverse contract. */
  quote?: string;
}

function contractOf(text: string): Contract | null {
  const symbol = text.trim().toUpperCase();
  if (!/^[A-Z0-9]{4,}(?:-[0-9A-Z]+)?$/.test(symbol)) return null;
  const pair = symbol.split('-')[0] ?? '';
  const quote = LINEAR_QUOTES.find((candidate) => pair.length > candidate.length && pair.endsWith(candidate));
  // USDC perpetuals are named BTCPERP and settle in USDC.
  if (quote) return { symbol, quote: quote === 'PERP' ? 'USDC' : quote };
  return /USD(?:[FGHJKMNQUVXZ]\d{2})?$/.test(pair) ? { symbol } : null;
}

class Reader {
  readonly sink = new ImportSink('UTC');
  private inverse = 0;
  constructor(readonly columns: Columns) {}

  contract(row: DelimitedRow): Contract | null {
    const text = this.columns.cell(row, 'Contracts');
    const contract = contractOf(text);
    if (!contract)
      this.sink.error(
        row.line,
        'TRADE-001',
        text === '' ? 'The contract is missing' : `"${text}" is not a Bybit contract`,
        'Contracts',
      );
    return contract;
  }

  time(row: DelimitedRow): string | undefined {
    const column = this.columns.find(...TIME_COLUMNS);
    return this.sink.time(row.line, column, this.columns.cell(row, column), FORMAT);
  }

  /** True when the contract is inverse, and the row is then set aside. */
  setAside(row: DelimitedRow, contract: Contract): boolean {
    if (contract.quote) return false;
    this.inverse++;
    this.sink.skipped.push({
      line: row.line,
      kind: 'inverse contract',
      description: `${contract.symbol}: an inverse contract, whose P&L in the coin the journal cannot derive`,
    });
    return true;
  }

  output(): FormatOutput {
    if (this.inverse > 0)
      this.sink.warnings.push({
        message: `${String(this.inverse)} ${this.inverse === 1 ? 'row' : 'rows'} of inverse contracts set aside: such contracts settle their P&L in the coin, not linearly in the price, which the journal cannot derive`,
      });
    return this.sink.output();
  }
}

function fill(
  contract: Contract,
  time: string,
  side: 'buy' | 'sell',
  quantity: number,
  price: number,
): ImportedExecution {
  return {
    time,
    symbol: contract.symbol,
    side,
    quantity,
    price,
    commission: 0,
    fees: 0,
    assetClass: 'future',
    multiplier: 1,
    ...(contract.quote ? { currency: contract.quote } : {}),
  };
}

export function parseTradeHistory(input: FormatInput): FormatOutput {
  const [header, ...rows] = input.rows;
  if (!header) return new ImportSink('UTC').output();
  const columns = new Columns(header.cells);
  const reader = new Reader(columns);
  const { sink } = reader;
  const directionColumn = columns.find('Direction', 'Side', 'Trade Type');
  const quantityColumn = columns.find('Filled Qty', 'Filled Quantity', 'Qty', 'Quantity');
  const feeColumn = columns.find('Trading Fee', 'Exec Fee', 'Fees', 'Fee');
  for (const row of rows) {
    const { line } = row;
    if (row.cells.every((cell) => cell.trim() === '')) continue;
    const contract = reader.contract(row);
    const directionText = columns.cell(row, directionColumn);
    const upper = directionText.toUpperCase().replace(/\s+/g, ' ');
    const side = DIRECTIONS[upper]?.side ?? readSide(directionText);
    if (!side)
      sink.error(
        line,
        'VALIDATION-002',
        `"${directionText}" is not a buy, a sell, an open or a close`,
        directionColumn,
      );
    const price = sink.check(line, 'Filled Price', readPrice(columns.cell(row, 'Filled Price')));
    const quantity = sink.check(line, quantityColumn, readQuantity(columns.cell(row, quantityColumn)));
    const fee = sink.check(line, feeColumn, readCost(columns.cell(row, feeColumn), '.', 'fee'));
    const time = reader.time(row);
    if (sink.failed(line) || !contract || !side || price === undefined || quantity === undefined || !time)
      continue;
    if (reader.setAside(row, contract)) continue;
    const execution = fill(contract, time, side, Math.abs(quantity), price);
    execution.commission = quoteCost(fee ?? 0);
    const effect = DIRECTIONS[upper]?.effect;
    if (effect) execution.positionEffect = effect;
    const id = columns.cell(row, 'Transaction ID');
    const order = columns.cell(row, columns.find('Order No.', 'Order ID'));
    if (id !== '') execution.brokerExecutionId = id;
    if (order !== '') execution.orderId = order;
    sink.add(execution);
  }
  return reader.output();
}

/** Which position a closing direction closes: a sell (or "Close Long") closes a long. */
function closesLong(text: string): boolean | null {
  const upper = text.trim().toUpperCase();
  if (upper === 'SELL' || upper === 'CLOSE LONG') return true;
  if (upper === 'BUY' || upper === 'CLOSE SHORT') return false;
  return null;
}

export function parseClosedPnl(input: FormatInput): FormatOutput {
  const [header, ...rows] = input.rows;
  if (!header) return new ImportSink('UTC').output();
  const columns = new Columns(header.cells);
  const reader = new Reader(columns);
  const { sink } = reader;
  const directionColumn = columns.find('Closing Direction', 'Side', 'Direction');
  const quantityColumn = columns.find('Qty', 'Closed Qty', 'Quantity');
  for (const row of rows) {
    const { line } = row;
    if (row.cells.every((cell) => cell.trim() === '')) continue;
    const contract = reader.contract(row);
    const directionText = columns.cell(row, directionColumn);
    const long = closesLong(directionText);
    if (long === null)
      sink.error(line, 'VALIDATION-002', `"${directionText}" is not a closing buy or sell`, directionColumn);
    const quantity = sink.check(line, quantityColumn, readQuantity(columns.cell(row, quantityColumn)));
    const entry = sink.check(line, 'Entry Price', readPrice(columns.cell(row, 'Entry Price')));
    const exit = sink.check(line, 'Exit Price', readPrice(columns.cell(row, 'Exit Price')));
    const pnlText = columns.cell(row, 'Closed P&L');
    const pnl = parseNumber(pnlText);
    if (pnl === null)
      sink.error(line, 'VALIDATION-010', `The closed P&L "${pnlText}" is not a number`, 'Closed P&L');
    const time = reader.time(row);
    if (
      sink.failed(line) ||
      !contract ||
      long === null ||
      quantity === undefined ||
      entry === undefined ||
      exit === undefined ||
      pnl === null ||
      !time
    )
      continue;
    if (reader.setAside(row, contract)) continue;
    const size = Math.abs(quantity);
    const opening = fill(contract, time, long ? 'buy' : 'sell', size, entry);
    const closing = fill(contract, time, long ? 'sell' : 'buy', size, exit);
    opening.positionEffect = 'open';
    closing.positionEffect = 'close';
    const gross = (long ? exit - entry : entry - exit) * size;
    // Funding received can outweigh the fees; a commission cannot be negative, so the check then warns.
    closing.commission = gross - pnl > 0 ? quoteCost(gross - pnl) : 0;
    sink.add(opening);
    sink.add(closing);
    sink.statePnl({ line, amount: pnl, basis: 'net', symbol: contract.symbol });
  }
  if (sink.executions.length > 0)
    sink.warnings.push({
      message:
        'A Closed P&L export has no opening times: each trade is dated at its close. Import the Trade History for the fills with their own times',
    });
  return reader.output();
}
