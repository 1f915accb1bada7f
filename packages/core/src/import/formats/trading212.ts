// Trading 212's history export: one row per action (market, limit and stop buys and sells,
// deposits, withdrawals, dividends, interest, currency conversions), times in UTC. Every order of
// a Trading 212 account is paid in the account's currency, converted at the row's exchange rate
// (price currency per account currency), and its "Result" is the realised P&L in that currency
// after every cost and the currency move between buying and selling. So fills are written in the
// account's currency: the price divided by the rate, each fee turned into the account's currency
// from its own (the currency conversion fee is in the account's, French transaction tax and the
// Finra fee in the price's). The journal's P&L then is the one the trader sees at Trading 212.
// Trading 212 charges no commission.
import {
  ImportSink,
  columnTimeFormat,
  type Columns,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import type { DelimitedRow } from '../delimited.ts';
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
const FEE_NAMES = new Set([
  'stamp duty reserve tax',
  'stamp duty',
  'transaction fee',
  'finra fee',
  'french transaction tax',
  'currency conversion fee',
]);
/** "Total (GBP)": older exports name the account's currency in the header instead of a column. */
const HEADER_CURRENCY = /^(.*?)\s*\(([A-Z]{3})\)$/;

interface AmountColumn {
  header: string;
  /** The currency the header names, when it names one. */
  currency?: string;
  /** The column naming each row's currency, when there is one. */
  currencyColumn?: string;
}

function amountColumn(columns: Columns, base: string): AmountColumn | undefined {
  for (const header of columns.header) {
    const named = HEADER_CURRENCY.exec(header.trim());
    if (header.trim().toLowerCase() === base.toLowerCase()) {
      const currencyColumn = columns.find(`Currency (${base})`);
      return currencyColumn === undefined ? { header } : { header, currencyColumn };
    }
    if (named?.[1]?.toLowerCase() === base.toLowerCase() && named[2] !== undefined)
      return { header, currency: named[2] };
  }
  return undefined;
}

function feeColumns(columns: Columns): AmountColumn[] {
  return columns.header.flatMap((header) => {
    const trimmed = header.trim();
    const base = HEADER_CURRENCY.exec(trimmed)?.[1] ?? trimmed;
    if (!FEE_NAMES.has(base.toLowerCase())) return [];
    const found = amountColumn(columns, base);
    return found && found.header === header ? [found] : [];
  });
}

function currencyOf(columns: Columns, row: DelimitedRow, amount: AmountColumn | undefined): string {
  if (!amount) return '';
  return amount.currency ?? columns.cell(row, amount.currencyColumn).toUpperCase();
}

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

/** Prices divided by a rate keep ten decimals: enough for the cent on any order size. */
function roundPrice(value: number): number {
  return Math.round(value * 1e10) / 1e10;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink('UTC');
  const found = statementRows(input.rows, REQUIRED);
  if (!found) return sink.output();
  const { columns, rows } = found;
  const format = columnTimeFormat(() => rows.map((row) => columns.cell(row, 'Time')), undefined, sink);
  const fees = feeColumns(columns);
  const total = amountColumn(columns, 'Total');
  const result = amountColumn(columns, 'Result');
  for (const row of rows) {
    const { line } = row;
    const action = columns.cell(row, 'Action').toLowerCase().replace(/\s+/g, ' ');
    const side = sideOf(action);
    const account = currencyOf(columns, row, total);
    if (!side) {
      const amount = parseNumber(columns.cell(row, total?.header));
      if ((action === 'deposit' || action === 'withdrawal') && amount !== null) {
        const time = sink.time(line, 'Time', columns.cell(row, 'Time'), format);
        const signed = action === 'withdrawal' ? -Math.abs(amount) : Math.abs(amount);
        if (time) addCash(sink, line, time, signed, account === '' ? {} : { currency: account });
      } else {
        sink.skipped.push({
          line,
          kind: skippedKind(action),
          description:
            `${columns.cell(row, 'Action')} ${columns.cell(row, 'Ticker')} ${columns.cell(row, total?.header)} ${account}`
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
    const priceCurrency = columns.cell(row, 'Currency (Price / share)').toUpperCase();
    const converted = account !== '' && priceCurrency !== '' && priceCurrency !== account;
    const rateText = columns.cell(row, 'Exchange rate');
    const rate = converted ? parseNumber(rateText) : 1;
    if (rate === null || !(rate > 0))
      sink.error(
        line,
        'VALIDATION-010',
        `The exchange rate "${rateText}" is not above zero, so the ${priceCurrency} price cannot be turned into ${account}`,
        'Exchange rate',
      );
    let cost = 0;
    for (const fee of fees) {
      const text = columns.cell(row, fee.header);
      if (text === '') continue;
      const value = parseNumber(text);
      const feeCurrency = currencyOf(columns, row, fee) || account;
      if (value === null) sink.error(line, 'VALIDATION-010', `The fee "${text}" is not a number`, fee.header);
      else if (feeCurrency === account || account === '') cost += Math.abs(value);
      else if (feeCurrency === priceCurrency) cost += Math.abs(value) / (rate ?? 1);
      else
        sink.error(
          line,
          'VALIDATION-010',
          `The fee ${text} is in ${feeCurrency}, neither the account's currency (${account}) nor the price's (${priceCurrency})`,
          fee.header,
        );
    }
    if (sink.failed(line) || !time || quantity === undefined || price === undefined || rate === null)
      continue;
    const execution: ImportedExecution = {
      time,
      symbol: ticker,
      side,
      quantity: Math.abs(quantity),
      price: roundPrice(price / rate),
      commission: 0,
      fees: roundMoney(cost),
      assetClass: 'stock',
    };
    const currency = account || priceCurrency;
    if (currency !== '') execution.currency = currency;
    const id = columns.cell(row, 'ID');
    if (id !== '') execution.brokerExecutionId = id;
    sink.add(execution);
    const realised = parseNumber(columns.cell(row, result?.header));
    // Result: proceeds after the sell's costs less the cost of the shares with the buys' costs.
    if (realised !== null && result) sink.statePnl({ line, amount: realised, basis: 'net', symbol: ticker });
  }
  return sink.output();
}

export const trading212Format: ImportFormat = {
  id: 'trading212',
  label: 'Trading 212 (history)',
  detect,
  parse,
};
