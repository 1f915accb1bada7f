// E*TRADE's transaction history download: a few account lines, then one row per transaction,
// dated without a time of day (MM/DD/YY). The older layout names its columns TransactionDate,
// TransactionType, SecurityType...; the newer one "Activity/Trade Date", "Activity Type",
// "Quantity #", "Price $", "Amount $": both are read. Options are EQ's sibling OPTN, their
// contract in words ("CALL AAPL 03/20/26 180.000" or "AAPL Mar 20 '26 $180 Call"). Transfers are
// deposits or withdrawals by the amount's sign; dividends, interest and fees are skipped. "Option
// Expiration", "Option Assignment" and "Option Exercise" close an option without a price
// (option-events.ts). Newest first, dated without a time: read oldest first (statement-rows.ts).
// Regulatory fees are read from the amount, beyond the value and the commission.
import {
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { optionEventOf, usOptionRemoval, type OptionRemoval } from '../option-events.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readPrice, readQuantity, readSide } from '../values.ts';
import {
  addCash,
  detectHeader,
  optionSymbol,
  roundMoney,
  statementFills,
  statementRows,
  usDate,
} from './statement-rows.ts';
import { MONTH_NAMES, OPTION_MULTIPLIER } from '../../journal/instrument-defaults.ts';

const LAYOUTS = [
  {
    required: ['TransactionDate', 'TransactionType', 'SecurityType'],
    date: 'TransactionDate',
    type: 'TransactionType',
    security: 'SecurityType',
    quantity: 'Quantity',
    price: 'Price',
    amount: 'Amount',
    commission: 'Commission',
    signature: [
      'TransactionDate',
      'TransactionType',
      'SecurityType',
      'Symbol',
      'Quantity',
      'Amount',
      'Price',
      'Commission',
      'Description',
    ],
  },
  {
    required: ['Activity/Trade Date', 'Activity Type', 'Quantity #'],
    date: 'Activity/Trade Date',
    type: 'Activity Type',
    security: 'Security Type',
    quantity: 'Quantity #',
    price: 'Price $',
    amount: 'Amount $',
    commission: 'Commission',
    signature: [
      'Activity/Trade Date',
      'Transaction Date',
      'Settlement Date',
      'Activity Type',
      'Description',
      'Symbol',
      'Quantity #',
      'Price $',
      'Amount $',
      'Commission',
    ],
  },
] as const;

const TRADE_WORDS: Record<string, 'buy' | 'sell'> = {
  BOUGHT: 'buy',
  'BOUGHT TO OPEN': 'buy',
  'BOUGHT TO CLOSE': 'buy',
  'BOUGHT TO COVER': 'buy',
  SOLD: 'sell',
  'SOLD SHORT': 'sell',
  'SOLD TO OPEN': 'sell',
  'SOLD TO CLOSE': 'sell',
};
/** The trade words that say whether a fill opens or closes. */
const EFFECTS: Record<string, 'open' | 'close'> = {
  'BOUGHT TO OPEN': 'open',
  'BOUGHT TO CLOSE': 'close',
  'BOUGHT TO COVER': 'close',
  'SOLD SHORT': 'open',
  'SOLD TO OPEN': 'open',
  'SOLD TO CLOSE': 'close',
};
const CASH_WORDS = new Set([
  'TRANSFER',
  'ONLINE TRANSFER',
  'DIRECT DEBIT',
  'DIRECT DEPOSIT',
  'WIRE',
  'DEPOSIT',
  'WITHDRAWAL',
]);
const OPTION_DESCRIPTION = /^(CALL|PUT)\s+(\S+)\s+(\d{1,2}\/\d{1,2}\/\d{2,4})\s+\$?([\d,.]+)/i;
const OPTION_SYMBOL = /^(\S+)\s+([A-Za-z]{3})\s+(\d{1,2})\s+'?(\d{2}|\d{4})\s+\$?([\d,.]+)\s+(Call|Put)$/i;

function detect(sample: ImportSample): number {
  return Math.max(...LAYOUTS.map((layout) => detectHeader(sample, layout.required, layout.signature)));
}

/** The kind a row that is not a trade is reported as. */
function skippedKind(type: string): string {
  if (type.includes('DIVIDEND') || type.includes('REINVEST')) return 'dividend';
  if (type.includes('INTEREST')) return 'interest';
  if (type.includes('FEE')) return 'fee';
  if (type.includes('EXPIR')) return 'expiration';
  if (type.includes('ASSIGN')) return 'assignment';
  if (type.includes('EXERCISE')) return 'exercise';
  if (type.includes('TAX')) return 'tax';
  return type === '' ? 'unknown' : type.toLowerCase();
}

function optionFrom(symbol: string, description: string): string | null {
  const words = OPTION_DESCRIPTION.exec(description.trim());
  if (words) {
    const [, right = '', root = '', dateText = '', strike = ''] = words;
    const date = usDate(dateText);
    if (date) return optionSymbol(root, date.year, date.month, date.day, right, strike);
  }
  const named = OPTION_SYMBOL.exec(symbol.trim().replace(/\s+/g, ' '));
  if (named) {
    const [, root = '', month = '', day = '', year = '', strike = '', right = ''] = named;
    const monthNumber = MONTH_NAMES.indexOf(month.toUpperCase()) + 1;
    const fullYear = Number(year) < 100 ? 2000 + Number(year) : Number(year);
    if (monthNumber > 0) return optionSymbol(root, fullYear, monthNumber, Number(day), right, strike);
  }
  return null;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  for (const layout of LAYOUTS) {
    const found = statementRows(input.rows, layout.required);
    if (!found) continue;
    const { columns, rows } = found;
    const sample = rows.map((row) => columns.cell(row, layout.date)).find((text) => text !== '') ?? '';
    // Two-digit years in the older layout, four in the newer.
    const format = compileTimestampFormat(/\/\d{4}$/.test(sample) ? 'M/D/YYYY' : 'M/D/YY');
    const fills: Array<{ line: number; fill: ImportedExecution }> = [];
    const removals: OptionRemoval[] = [];
    for (const row of rows) {
      const { line } = row;
      const type = columns.cell(row, layout.type).toUpperCase().replace(/\s+/g, ' ');
      const description = columns.cell(row, 'Description');
      const side = TRADE_WORDS[type] ?? (type === 'BUY' || type === 'SELL' ? readSide(type) : null);
      const event = side ? null : optionEventOf(type);
      const removed = event ? optionFrom(columns.cell(row, 'Symbol'), description) : null;
      if (event && removed) {
        const time = sink.time(line, layout.date, columns.cell(row, layout.date), format);
        const quantity = sink.check(line, layout.quantity, readQuantity(columns.cell(row, layout.quantity)));
        if (sink.failed(line) || !time || quantity === undefined) continue;
        removals.push(usOptionRemoval(line, event, { time, symbol: removed, quantity }));
        continue;
      }
      if (!side) {
        const amountText = columns.cell(row, layout.amount);
        const amount = parseNumber(amountText);
        if (CASH_WORDS.has(type) && amount !== null) {
          const time = sink.time(line, layout.date, columns.cell(row, layout.date), format);
          if (time) addCash(sink, line, time, amount, { currency: 'USD' });
        } else {
          sink.skipped.push({
            line,
            kind: skippedKind(type),
            description: [description, amountText].filter((part) => part !== '').join(' '),
          });
        }
        continue;
      }
      const symbolText = columns.cell(row, 'Symbol');
      const security = columns.cell(row, layout.security).toUpperCase();
      const isOption = security.startsWith('OPT') || /\b(CALL|PUT)\b/i.test(`${symbolText} ${description}`);
      const symbol = isOption ? optionFrom(symbolText, description) : symbolText;
      if (!symbol)
        sink.error(
          line,
          'TRADE-001',
          symbolText === '' ? 'The symbol is missing' : `"${symbolText}" does not name an option contract`,
          'Symbol',
        );
      const time = sink.time(line, layout.date, columns.cell(row, layout.date), format);
      const quantity = sink.check(line, layout.quantity, readQuantity(columns.cell(row, layout.quantity)));
      const price = sink.check(line, layout.price, readPrice(columns.cell(row, layout.price)));
      const commission = sink.check(line, layout.commission, readCost(columns.cell(row, layout.commission)));
      if (sink.failed(line) || !symbol || !time || quantity === undefined || price === undefined) continue;
      const size = Math.abs(quantity);
      const amount = parseNumber(columns.cell(row, layout.amount));
      const value = size * price * (isOption ? OPTION_MULTIPLIER : 1);
      // Regulatory fees have no column: they are what the amount holds beyond the value and the
      // commission. With fractional shares the price is rounded and the difference is rounding.
      const beyond =
        amount === null ? 0 : (side === 'buy' ? -amount - value : value - amount) - (commission ?? 0);
      const execution: ImportedExecution = {
        time,
        symbol,
        side,
        quantity: size,
        price,
        commission: commission ?? 0,
        fees: Number.isInteger(size) && beyond > 0.004 ? roundMoney(beyond) : 0,
        assetClass: isOption ? 'option' : 'stock',
        currency: 'USD',
      };
      if (isOption) execution.multiplier = OPTION_MULTIPLIER;
      const effect = EFFECTS[type];
      if (effect) execution.positionEffect = effect;
      fills.push({ line, fill: execution });
    }
    sink.executions = statementFills(fills, removals, sink);
    break;
  }
  return sink.output();
}

export const etradeFormat: ImportFormat = {
  id: 'etrade',
  label: 'E*TRADE (transaction history)',
  detect,
  parse,
};
