// Revolut's stock trading statement (Invest > ... > Statements > Excel/CSV): one row per event,
// times in UTC, amounts with their currency sign ("$52.07", "-$30.93", "€88.94"). "BUY - MARKET",
// "SELL - LIMIT" and the like are fills at "Price per share" in the row's currency; Revolut's
// statement carries no fee column, so fills carry none. Cash top-ups and withdrawals are the
// account's deposits and withdrawals; dividends, custody fees, splits and transfers between
// Revolut entities are skipped with their kind.
import {
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readPrice, readQuantity, type ValueResult } from '../values.ts';
import { addCash, detectHeader, statementRows } from './statement-rows.ts';

const REQUIRED = ['Date', 'Ticker', 'Type', 'Quantity', 'Price per share', 'Total Amount', 'Currency'];
const SIGNATURE = [...REQUIRED, 'FX Rate'];
const TRADE = /^(BUY|SELL)\b/;

function detect(sample: ImportSample): number {
  return detectHeader(sample, REQUIRED, SIGNATURE);
}

/**
 * Quantities are written with a point, but some rows of newer statements with a decimal comma
 * ("0,76672417"); a comma followed by other than three digits cannot be a thousands separator.
 */
function quantityOf(text: string): ValueResult {
  return /^\d+,(?:\d{1,2}|\d{4,})$/.test(text.trim()) ? readQuantity(text, ',') : readQuantity(text);
}

function skippedKind(type: string): string {
  if (type.includes('DIVIDEND')) return 'dividend';
  if (type.includes('FEE')) return 'fee';
  if (type.includes('SPLIT')) return 'split';
  if (type.startsWith('TRANSFER')) return 'transfer';
  return type === '' ? 'unknown' : type.toLowerCase();
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink('UTC');
  const found = statementRows(input.rows, REQUIRED);
  if (!found) return sink.output();
  const { columns, rows } = found;
  const format = compileTimestampFormat('YYYY-MM-DDTHH:mm:ss');
  for (const row of rows) {
    const { line } = row;
    const type = columns.cell(row, 'Type').toUpperCase().replace(/\s+/g, ' ');
    const currency = columns.cell(row, 'Currency').toUpperCase();
    const ticker = columns.cell(row, 'Ticker');
    const match = TRADE.exec(type);
    if (!match) {
      const total = parseNumber(columns.cell(row, 'Total Amount'));
      if ((type === 'CASH TOP-UP' || type === 'CASH WITHDRAWAL') && total !== null) {
        const time = sink.time(line, 'Date', columns.cell(row, 'Date'), format);
        const signed = type === 'CASH WITHDRAWAL' ? -Math.abs(total) : Math.abs(total);
        if (time) addCash(sink, line, time, signed, currency === '' ? {} : { currency });
        continue;
      }
      sink.skipped.push({
        line,
        kind: skippedKind(type),
        description: [columns.cell(row, 'Type'), ticker, columns.cell(row, 'Total Amount')]
          .filter((part) => part !== '')
          .join(' '),
      });
      continue;
    }
    if (ticker === '') sink.error(line, 'TRADE-001', 'The ticker is missing', 'Ticker');
    const time = sink.time(line, 'Date', columns.cell(row, 'Date'), format);
    const quantity = sink.check(line, 'Quantity', quantityOf(columns.cell(row, 'Quantity')));
    const price = sink.check(line, 'Price per share', readPrice(columns.cell(row, 'Price per share')));
    if (sink.failed(line) || !time || quantity === undefined || price === undefined) continue;
    const execution: ImportedExecution = {
      time,
      symbol: ticker,
      side: match[1] === 'BUY' ? 'buy' : 'sell',
      quantity: Math.abs(quantity),
      price,
      commission: 0,
      fees: 0,
      assetClass: 'stock',
    };
    if (currency !== '') execution.currency = currency;
    sink.add(execution);
  }
  return sink.output();
}

export const revolutFormat: ImportFormat = {
  id: 'revolut',
  label: 'Revolut (stock trading statement)',
  detect,
  parse,
};
