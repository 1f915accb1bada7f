// BUX's account statement CSV (BUX Zero): one row per cash event, its time in Amsterdam ("CET" in
// the header, CEST in summer) with microseconds. Transaction Category says what a row is: `trades`
// rows (Buy Trade / Sell Trade) are fills of Asset Quantity at Asset Price in Asset Currency, the
// ISIN (Asset Id) naming the share; Profit And Loss Amount on a sale is BUX's realised result. The order's fee is a `fees` row of its own (Trading Fee), booked
// in the account's currency a moment after the trade: it becomes the commission of the fill of that
// asset just before it, turned into the asset's currency with the trade's Exchange Rate (EURUSD:
// dollars per euro). Deposits and withdrawals are cash; dividends, interest, subscription fees,
// promotions and corporate actions (a split is written as a redeem and a deposit) are skipped.
import {
  Columns,
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import type { DelimitedRow } from '../delimited.ts';
import { parseNumber } from '../numbers.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readPrice, readQuantity } from '../values.ts';
import { addCash, roundMoney } from './statement-rows.ts';

const TIME = 'Transaction Time (CET)';
const CATEGORY = 'Transaction Category';
const TYPE = 'Transaction Type';
const AMOUNT = 'Transaction Amount';
const CURRENCY = 'Transaction Currency';
const ASSET = 'Asset Id';
const NAME = 'Asset Name';
const QUANTITY = 'Asset Quantity';
const PRICE = 'Asset Price';
const ASSET_CURRENCY = 'Asset Currency';
const RATE = 'Exchange Rate';
const SIGNATURE = [TIME, CATEGORY, TYPE, AMOUNT, CURRENCY, ASSET, NAME, QUANTITY, PRICE, ASSET_CURRENCY];
const FORMAT = compileTimestampFormat('YYYY-MM-DD HH:mm:ss');
const ZONE = 'Europe/Amsterdam';
/** How long after its trade a fee row may come and still be that trade's. */
const FEE_WINDOW_MS = 1000;

const KINDS: Record<string, string> = {
  dividends: 'dividend',
  interest: 'interest',
  fees: 'fee',
  corporate_actions: 'corporate action',
  others: 'credit',
};

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has(TIME, CATEGORY, ASSET) ? columns.share(SIGNATURE) : 0;
}

interface Trade {
  execution: ImportedExecution;
  /** Its time as written, in milliseconds (naiveMs). */
  at: number;
  /** Units of the asset's currency per unit of the account's. */
  rate: number;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(ZONE);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  let last: Trade | undefined;
  for (const row of rows) {
    const { line } = row;
    const category = columns.cell(row, CATEGORY).toLowerCase();
    const type = columns.cell(row, TYPE);
    const amountText = columns.cell(row, AMOUNT);
    const amount = parseNumber(amountText, '.');
    const currency = columns.cell(row, CURRENCY);
    if (category === 'deposits' || category === 'withdrawals') {
      if (amount === null) {
        // Seen in real statements: a deposit whose amount sits one column off, under the currency.
        sink.skipped.push({ line, kind: 'transfer', description: `${type} without a ${AMOUNT}` });
        sink.warnings.push({
          line,
          message: `${type} on line ${String(line)} has no ${AMOUNT}: it was left out`,
        });
        continue;
      }
      const time = sink.time(line, TIME, columns.cell(row, TIME), FORMAT);
      const signed = category === 'withdrawals' ? -Math.abs(amount) : Math.abs(amount);
      if (time) addCash(sink, line, time, signed, currency ? { currency } : {});
      continue;
    }
    if (category !== 'trades') {
      if (category === 'fees' && last && amount !== null && feeOfTrade(columns, row, last)) {
        last.execution.commission = roundMoney(last.execution.commission + Math.abs(amount) * last.rate);
        continue;
      }
      sink.skipped.push({
        line,
        kind: KINDS[category] ?? (category === '' ? 'unknown' : category),
        description: [type, columns.cell(row, NAME), amountText, currency]
          .filter((part) => part !== '')
          .join(' '),
      });
      continue;
    }
    const side = /^buy/i.test(type) ? 'buy' : /^sell/i.test(type) ? 'sell' : null;
    if (!side) sink.error(line, 'VALIDATION-002', `"${type}" is not a buy or a sell`, TYPE);
    const isin = columns.cell(row, ASSET);
    if (isin === '') sink.error(line, 'TRADE-001', 'The asset id is missing', ASSET);
    const timeText = columns.cell(row, TIME);
    const time = sink.time(line, TIME, timeText, FORMAT);
    const quantity = sink.check(line, QUANTITY, readQuantity(columns.cell(row, QUANTITY)));
    const price = sink.check(line, PRICE, readPrice(columns.cell(row, PRICE)));
    const assetCurrency = columns.cell(row, ASSET_CURRENCY);
    if (sink.failed(line) || !side || !time || quantity === undefined || price === undefined) continue;
    const execution: ImportedExecution = {
      time,
      symbol: isin,
      side,
      quantity: Math.abs(quantity),
      price,
      commission: 0,
      fees: 0,
      assetClass: 'stock',
      ...(assetCurrency || currency ? { currency: assetCurrency || currency } : {}),
    };
    sink.add(execution);
    const pnl = parseNumber(columns.cell(row, 'Profit And Loss Amount'), '.');
    // Stated in the account's currency: only comparable with fills in that currency.
    if (pnl !== null && columns.cell(row, 'Profit And Loss Currency') === execution.currency)
      sink.statePnl({ line, amount: pnl, basis: 'either', symbol: isin });
    const rate = parseNumber(columns.cell(row, RATE), '.');
    last = {
      execution,
      at: naiveMs(timeText),
      rate: assetCurrency !== '' && assetCurrency !== currency && rate !== null && rate > 0 ? rate : 1,
    };
  }
  return sink.output();
}

/** Milliseconds of a naive "YYYY-MM-DD HH:mm:ss.ffffff" as if in UTC, for comparing two of one file. */
function naiveMs(text: string): number {
  return Date.parse(`${text.trim().replace(' ', 'T').slice(0, 23)}Z`);
}

/** True when the fee row is the trading fee of `trade`: the same asset, booked just after it. */
function feeOfTrade(columns: Columns, row: DelimitedRow, trade: Trade): boolean {
  if (!/trading fee/i.test(columns.cell(row, TYPE))) return false;
  if (columns.cell(row, ASSET) !== trade.execution.symbol) return false;
  const gap = naiveMs(columns.cell(row, TIME)) - trade.at;
  return gap >= 0 && gap <= FEE_WINDOW_MS;
}

export const buxFormat: ImportFormat = {
  id: 'bux',
  label: 'BUX (account statement)',
  detect,
  parse,
};
