// Robinhood's account activity report: every money movement of the account, newest first, one
// row each, dated without a time of day. Trades carry a transaction code (Buy, Sell, and BTO /
// STC / STO / BTC for options, whose contract is written in words in the description); ACH and
// instant transfers are deposits or withdrawals by sign; the rest (dividends, interest, fees,
// expirations) is skipped with its kind. No commission is charged: the regulatory fees are what
// the amount holds beyond the shares' value, so they are read from it, once.
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
import { readPrice, readQuantity } from '../values.ts';
import { addCash, detectHeader, optionSymbol, roundMoney, statementRows, usDate } from './statement-rows.ts';
import { OPTION_MULTIPLIER } from '../../journal/instrument-defaults.ts';

const REQUIRED = ['Activity Date', 'Trans Code', 'Instrument'];
const SIGNATURE = [
  'Activity Date',
  'Process Date',
  'Settle Date',
  'Instrument',
  'Description',
  'Trans Code',
  'Quantity',
  'Price',
  'Amount',
];
const TRADES: Record<string, 'buy' | 'sell'> = {
  BUY: 'buy',
  SELL: 'sell',
  BTO: 'buy',
  BTC: 'buy',
  STO: 'sell',
  STC: 'sell',
};
const OPTION_CODES = new Set(['BTO', 'BTC', 'STO', 'STC']);
const CASH_CODES = new Set(['ACH', 'RTP', 'WIRE', 'DCF']);
const SKIPPED_KINDS: Record<string, string> = {
  CDIV: 'dividend',
  MDIV: 'dividend',
  QDIV: 'dividend',
  DTAX: 'tax',
  INT: 'interest',
  MINT: 'interest',
  SLIP: 'interest',
  GOLD: 'fee',
  AFEE: 'fee',
  DFEE: 'fee',
  MISC: 'fee',
  OEXP: 'expiration',
  OASGN: 'assignment',
  OEXCS: 'exercise',
  SPL: 'split',
  REC: 'transfer',
  ACATI: 'transfer',
  ACATO: 'transfer',
  JNLC: 'transfer',
  JNLS: 'transfer',
};
const OPTION_WORDS = /^(\S+)\s+(\d{1,2}\/\d{1,2}\/\d{2,4})\s+(Call|Put)\s+\$?([\d,]+(?:\.\d+)?)$/i;

function detect(sample: ImportSample): number {
  return detectHeader(sample, REQUIRED, SIGNATURE);
}

/** The OCC symbol of "AAPL 3/15/2024 Call $180.00", or null. */
function optionFromDescription(description: string): string | null {
  const match = OPTION_WORDS.exec(description.trim().replace(/\s+/g, ' '));
  if (!match) return null;
  const [, root = '', dateText = '', right = '', strike = ''] = match;
  const date = usDate(dateText);
  return date ? optionSymbol(root, date.year, date.month, date.day, right, strike) : null;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const found = statementRows(input.rows, REQUIRED);
  if (!found) return sink.output();
  const { columns, rows } = found;
  const format = compileTimestampFormat('M/D/YYYY');
  for (const row of rows) {
    const { line } = row;
    const code = columns.cell(row, 'Trans Code').toUpperCase();
    const description = columns.cell(row, 'Description');
    const side = TRADES[code];
    if (!side) {
      if (code === '' && columns.cell(row, 'Activity Date') === '') {
        // The report ends with its disclaimer in the first cell.
        sink.skipped.push({ line, kind: 'note', description: row.cells.join(' ').trim().slice(0, 80) });
        continue;
      }
      const amountText = columns.cell(row, 'Amount');
      const amount = parseNumber(amountText);
      if (CASH_CODES.has(code) && amount !== null) {
        const time = sink.time(line, 'Activity Date', columns.cell(row, 'Activity Date'), format);
        if (time) addCash(sink, line, time, amount, { currency: 'USD' });
        continue;
      }
      sink.skipped.push({
        line,
        kind: SKIPPED_KINDS[code] ?? (code === '' ? 'unknown' : code.toLowerCase()),
        description: [description, amountText].filter((part) => part !== '').join(' '),
      });
      continue;
    }
    const instrument = columns.cell(row, 'Instrument');
    const isOption = OPTION_CODES.has(code);
    const symbol = isOption ? optionFromDescription(description) : instrument;
    if (instrument === '' && !symbol)
      sink.error(line, 'TRADE-001', 'The instrument is missing', 'Instrument');
    else if (!symbol)
      sink.error(line, 'TRADE-001', `"${description}" does not name an option contract`, 'Description');
    const time = sink.time(line, 'Activity Date', columns.cell(row, 'Activity Date'), format);
    const quantity = sink.check(line, 'Quantity', readQuantity(columns.cell(row, 'Quantity')));
    const price = sink.check(line, 'Price', readPrice(columns.cell(row, 'Price')));
    const amount = parseNumber(columns.cell(row, 'Amount'));
    if (sink.failed(line) || !symbol || !time || quantity === undefined || price === undefined) continue;
    const size = Math.abs(quantity);
    const multiplier = isOption ? OPTION_MULTIPLIER : 1;
    const value = size * price * multiplier;
    // The fees are what the amount holds beyond the value; with fractional shares the price is
    // rounded to the cent and the difference is rounding, not a fee.
    const beyond = amount === null ? 0 : side === 'buy' ? -amount - value : value - amount;
    const fees = Number.isInteger(size) && beyond > 0.004 ? roundMoney(beyond) : 0;
    const execution: ImportedExecution = {
      time,
      symbol,
      side,
      quantity: size,
      price,
      commission: 0,
      fees,
      assetClass: isOption ? 'option' : 'stock',
      currency: 'USD',
    };
    if (isOption) execution.multiplier = OPTION_MULTIPLIER;
    sink.add(execution);
  }
  return sink.output();
}

export const robinhoodFormat: ImportFormat = {
  id: 'robinhood',
  label: 'Robinhood (account activity)',
  detect,
  parse,
};
