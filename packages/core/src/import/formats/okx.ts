// OKX's trading history export (Trade > Order history > Download): one row per fill with its
// time (in the zone chosen for the download), the trade type (Spot, Margin, Perpetual, Futures),
// the instrument id (BTC-USDT, BTC-USDT-SWAP, BTC-USDT-250328), the action (Buy, Sell, Open long,
// Close short...), the amount in its trading unit, the fill price, the fill's PnL and the fee with
// its coin (negative: paid; positive: a maker rebate).
//
// Spot fills become BASE/QUOTE coin pairs. Perpetuals and futures keep OKX's instrument id as the
// symbol, as futures of multiplier 1 in coins: the journal has no perpetual form, and the id keeps
// them apart from the spot pair. Amounts in coins are taken as they are; amounts in contracts
// ("Cont") are turned into coins with OKX's published contract value, known here only for the
// contracts whose value is certain, and refused otherwise (OKX lets the unit be set to coins).
// Coin-margined (inverse) contracts settle their P&L in the coin, which is not linear in price:
// the journal cannot derive it, so their fills are set aside with that reason.
import {
  Columns,
  ImportSink,
  columnTimeFormat,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import type { ImportedExecution } from '../types.ts';
import { readPrice, readQuantity } from '../values.ts';
import { feeInQuote, quoteCost } from './coin-swaps.ts';
import { headerRowIndex } from './statement-rows.ts';

const REQUIRED = ['Symbol', 'Action', 'Filled Price', 'Trading Unit'];
const SIGNATURE = [...REQUIRED, 'id', 'Order id', 'Time', 'Trade Type', 'Amount', 'PnL', 'Fee', 'Fee Unit'];
/** Coins per contract of OKX's USDT- and USDC-margined BTC and ETH contracts. */
const CONTRACT_VALUES: Record<string, number> = { BTC: 0.01, ETH: 0.1 };
const CONTRACT_UNITS = new Set(['CONT', 'CONTS', 'CONTRACT', 'CONTRACTS', '张']);

interface Action {
  side: 'buy' | 'sell';
  effect?: 'open' | 'close';
}

const ACTIONS: Record<string, Action> = {
  BUY: { side: 'buy' },
  SELL: { side: 'sell' },
  'OPEN LONG': { side: 'buy', effect: 'open' },
  'CLOSE LONG': { side: 'sell', effect: 'close' },
  'OPEN SHORT': { side: 'sell', effect: 'open' },
  'CLOSE SHORT': { side: 'buy', effect: 'close' },
};

interface Instrument {
  base: string;
  quote: string;
  /** SWAP or a YYMMDD expiry; absent for spot and margin pairs. */
  contract?: string;
}

function instrumentOf(text: string): Instrument | null {
  const parts = text.trim().toUpperCase().split('-');
  const [base = '', quote = '', contract] = parts;
  if (parts.length < 2 || parts.length > 3 || base === '' || quote === '') return null;
  if (contract !== undefined && contract !== 'SWAP' && !/^\d{6}$/.test(contract)) return null;
  return contract === undefined ? { base, quote } : { base, quote, contract };
}

function detect(sample: ImportSample): number {
  const header = sample.rows[headerRowIndex(sample.rows, REQUIRED)];
  return header ? new Columns(header.cells).share(SIGNATURE) : 0;
}

/** The fill's size in base coins, or a reason it cannot be had. */
function coinsOf(amount: number, unit: string, instrument: Instrument, price: number): number | string {
  if (unit === '' || unit === instrument.base) return amount;
  if (unit === instrument.quote) return amount / price;
  if (CONTRACT_UNITS.has(unit)) {
    const value = CONTRACT_VALUES[instrument.base];
    if (value !== undefined) return Number((amount * value).toPrecision(12));
    return `The size is in contracts and the coins per contract of ${instrument.base} are not in the file: download the history again with the unit set to coins`;
  }
  return `The trading unit "${unit}" is neither a coin of the instrument nor contracts`;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const at = headerRowIndex(input.rows, REQUIRED);
  const header = input.rows[at];
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const rows = input.rows.slice(at + 1);
  const timeColumn = columns.find('Time', 'Trade Time', 'Filled Time');
  const format = columnTimeFormat(
    () => rows.map((row) => columns.cell(row, timeColumn)).filter((text) => text !== ''),
    input.mapping?.dateFormat,
    sink,
  );
  let inverse = 0;
  for (const row of rows) {
    const { line } = row;
    const symbolText = columns.cell(row, 'Symbol');
    if (row.cells.every((cell) => cell.trim() === '')) continue;
    const instrument = instrumentOf(symbolText);
    if (!instrument)
      sink.error(
        line,
        'TRADE-001',
        symbolText === '' ? 'The instrument is missing' : `"${symbolText}" is not an OKX instrument`,
        'Symbol',
      );
    const actionText = columns.cell(row, 'Action');
    const action = ACTIONS[actionText.toUpperCase().replace(/\s+/g, ' ')];
    if (!action)
      sink.error(
        line,
        'VALIDATION-002',
        `"${actionText}" is not a buy, a sell, an open or a close`,
        'Action',
      );
    const time = sink.time(line, timeColumn, columns.cell(row, timeColumn), format);
    const price = sink.check(line, 'Filled Price', readPrice(columns.cell(row, 'Filled Price')));
    const amount = sink.check(line, 'Amount', readQuantity(columns.cell(row, 'Amount')));
    const feeText = columns.cell(row, 'Fee');
    const fee = feeText === '' ? 0 : parseNumber(feeText);
    if (fee === null) sink.error(line, 'VALIDATION-010', `The fee "${feeText}" is not a number`, 'Fee');
    const pnlText = columns.cell(row, 'PnL');
    const pnl = pnlText === '' ? 0 : parseNumber(pnlText);
    if (pnl === null) sink.error(line, 'VALIDATION-010', `The PnL "${pnlText}" is not a number`, 'PnL');
    if (
      sink.failed(line) ||
      !instrument ||
      !action ||
      !time ||
      price === undefined ||
      amount === undefined ||
      fee === null ||
      pnl === null
    )
      continue;
    const derivative = instrument.contract !== undefined;
    if (derivative && !['USDT', 'USDC'].includes(instrument.quote)) {
      inverse++;
      sink.skipped.push({
        line,
        kind: 'inverse contract',
        description: `${symbolText}: a coin-margined contract, whose P&L in ${instrument.base} the journal cannot derive`,
      });
      continue;
    }
    const quantity = coinsOf(
      Math.abs(amount),
      columns.cell(row, 'Trading Unit').toUpperCase(),
      instrument,
      price,
    );
    if (typeof quantity === 'string') {
      sink.error(line, 'TRADE-003', quantity, 'Trading Unit');
      continue;
    }
    const symbol = derivative ? symbolText.trim().toUpperCase() : `${instrument.base}/${instrument.quote}`;
    const execution: ImportedExecution = {
      time,
      symbol,
      side: action.side,
      quantity,
      price,
      commission: 0,
      fees: 0,
      assetClass: derivative ? 'future' : 'crypto',
      currency: instrument.quote,
    };
    if (derivative) execution.multiplier = 1;
    // A positive fee is a maker rebate: money received, not a cost.
    if (fee < 0) {
      const coin = columns.cell(row, 'Fee Unit');
      execution.commission = derivative
        ? quoteCost(fee)
        : feeInQuote(sink, line, { symbol: `${instrument.base}/${instrument.quote}`, price }, fee, coin);
    }
    const id = columns.cell(row, 'id');
    const order = columns.cell(row, 'Order id');
    if (id !== '') execution.brokerExecutionId = id;
    if (order !== '') execution.orderId = order;
    if (action.effect) execution.positionEffect = action.effect;
    sink.add(execution);
    // OKX's fill PnL is before the fee (its realised P&L adds fees and funding to it).
    if (derivative && action.effect === 'close') sink.statePnl({ line, amount: pnl, basis: 'gross', symbol });
  }
  if (inverse > 0)
    sink.warnings.push({
      message: `${String(inverse)} ${inverse === 1 ? 'fill' : 'fills'} of coin-margined contracts set aside: such contracts settle their P&L in the coin, not linearly in the price, which the journal cannot derive`,
    });
  return sink.output();
}

export const okxFormat: ImportFormat = {
  id: 'okx',
  label: 'OKX (trading history)',
  detect,
  parse,
};
