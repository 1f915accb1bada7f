// Trading 212's history export: one row per action (market, limit and stop buys and sells,
// deposits, withdrawals, dividends, interest, currency conversions), times in UTC. Shares are
// priced in the instrument's currency; the fee columns (stamp duty, transaction, FINRA, French
// transaction tax, currency conversion) are in the account's currency and are turned into the
// price's currency with the row's exchange rate (price currency per account currency), summed
// into the fill's fees once. Trading 212 charges no commission.
import {
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
import { addCash, detectHeader, roundMoney, statementRows } from './statement-rows.ts';

const REQUIRED = ['Action', 'Time', 'Ticker', 'No. of shares', 'Price / share'];
const SIGNATURE = [
  'Action',
  'Time',
  'ISIN',
  'Ticker',
  'Name',
  'No. of shares',
  'Price / share',
  'Currency (Price / share)',
  'Exchange rate',
  'Total',
  'ID',
];
const FEE_COLUMNS = [
  'Stamp duty reserve tax',
  'Stamp duty',
  'Transaction fee',
  'Finra fee',
  'French transaction tax',
  'Currency conversion fee',
  'Deposit fee',
];

function detect(sample: ImportSample): number {
  return detectHeader(sample, REQUIRED, SIGNATURE);
}

function sideOf(action: string): 'buy' | 'sell' | null {
  if (/\bbuy$/.test(action)) return 'buy';
  if (/\bsell$/.test(action)) return 'sell';
  return null;
}

function skippedKind(action: string): string {
  if (action.includes('dividend')) return 'dividend';
  if (action.includes('interest')) return 'interest';
  if (action.includes('conversion')) return 'conversion';
  if (action.includes('fee')) return 'fee';
  return action === '' ? 'unknown' : action;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink('UTC');
  const found = statementRows(input.rows, REQUIRED);
  if (!found) return sink.output();
  const { columns, rows } = found;
  const format = columnTimeFormat(() => rows.map((row) => columns.cell(row, 'Time')), undefined, sink);
  const feeColumns = FEE_COLUMNS.filter((name) => columns.has(name));
  for (const row of rows) {
    const { line } = row;
    const action = columns.cell(row, 'Action').toLowerCase().replace(/\s+/g, ' ');
    const side = sideOf(action);
    if (!side) {
      const total = parseNumber(columns.cell(row, 'Total'));
      const currency = columns.cell(row, 'Currency (Total)');
      if ((action === 'deposit' || action === 'withdrawal') && total !== null) {
        const time = sink.time(line, 'Time', columns.cell(row, 'Time'), format);
        const signed = action === 'withdrawal' ? -Math.abs(total) : Math.abs(total);
        if (time) addCash(sink, line, time, signed, currency === '' ? {} : { currency });
      } else {
        sink.skipped.push({
          line,
          kind: skippedKind(action),
          description:
            `${columns.cell(row, 'Action')} ${columns.cell(row, 'Ticker')} ${columns.cell(row, 'Total')} ${currency}`
              .replace(/\s+/g, ' ')
              .trim(),
        });
      }
      continue;
    }
    const ticker = columns.cell(row, 'Ticker');
    if (ticker === '') sink.error(line, 'TRADE-001', 'The ticker is missing', 'Ticker');
    const time = sink.time(line, 'Time', columns.cell(row, 'Time'), format);
    const quantity = sink.check(line, 'No. of shares', readQuantity(columns.cell(row, 'No. of shares')));
    const price = sink.check(line, 'Price / share', readPrice(columns.cell(row, 'Price / share')));
    const rateText = columns.cell(row, 'Exchange rate');
    const rate = rateText === '' ? 1 : parseNumber(rateText);
    let fees = 0;
    for (const name of feeColumns) {
      const text = columns.cell(row, name);
      if (text === '') continue;
      const value = parseNumber(text);
      if (value === null) sink.error(line, 'VALIDATION-010', `The fee "${text}" is not a number`, name);
      else fees += Math.abs(value);
    }
    if (fees > 0 && (rate === null || !(rate > 0)))
      sink.error(
        line,
        'VALIDATION-010',
        `The exchange rate "${rateText}" is not above zero`,
        'Exchange rate',
      );
    if (sink.failed(line) || !time || quantity === undefined || price === undefined) continue;
    const currency = columns.cell(row, 'Currency (Price / share)');
    const execution: ImportedExecution = {
      time,
      symbol: ticker,
      side,
      quantity: Math.abs(quantity),
      price,
      commission: 0,
      fees: roundMoney(fees * (rate ?? 1)),
      assetClass: 'stock',
    };
    if (currency !== '') execution.currency = currency;
    const id = columns.cell(row, 'ID');
    if (id !== '') execution.brokerExecutionId = id;
    sink.add(execution);
  }
  return sink.output();
}

export const trading212Format: ImportFormat = {
  id: 'trading212',
  label: 'Trading 212 (history)',
  detect,
  parse,
};
