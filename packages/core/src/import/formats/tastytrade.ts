// Tastytrade's transactions history CSV: one row per transaction, newest first, times with their
// offset. Trades carry an action (BUY_TO_OPEN, "Sell to Close"...), options OCC's padded symbol
// ("SPY   260417C00510000"), futures a slash ("/ESM6"). The description's "@ 2.50" is the price
// per unit; "Average Price" is the signed value per contract (multiplier included), used only
// when the description has no price. Commissions and fees are negative cash in their own columns.
// Money movements are deposits or withdrawals, or skipped with their kind; deliveries
// (expirations, assignments, exercises) are skipped.
import { parseFutureSymbol, parseOptionSymbol, parsePairSymbol } from '../../journal/instrument-symbols.ts';
import type { AssetClass } from '../../trades/trade-form.ts';
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
import { readCost, readMultiplier, readQuantity, readSide } from '../values.ts';
import { addCash, detectHeader, statementRows } from './statement-rows.ts';

const REQUIRED = ['Date', 'Type', 'Action', 'Instrument Type', 'Average Price'];
const SIGNATURE = [
  'Date',
  'Type',
  'Action',
  'Symbol',
  'Instrument Type',
  'Description',
  'Value',
  'Quantity',
  'Average Price',
  'Commissions',
  'Fees',
  'Multiplier',
  'Underlying Symbol',
  'Expiration Date',
  'Strike Price',
  'Call or Put',
];
const DESCRIPTION_PRICE = /@\s*\$?([\d,]+(?:\.\d+)?)\s*$/;

function detect(sample: ImportSample): number {
  return detectHeader(sample, REQUIRED, SIGNATURE);
}

function assetClassOf(instrumentType: string, symbol: string): AssetClass {
  const type = instrumentType.toLowerCase();
  if (type.includes('option')) return 'option';
  if (type.includes('future')) return 'future';
  if (type.includes('crypto')) return 'crypto';
  if (parseOptionSymbol(symbol)) return 'option';
  return 'stock';
}

function journalSymbol(symbol: string, assetClass: AssetClass): string {
  if (assetClass === 'option') return parseOptionSymbol(symbol)?.symbol ?? symbol.replace(/\s+/g, ' ');
  if (assetClass === 'future') return parseFutureSymbol(symbol)?.symbol ?? symbol;
  if (assetClass === 'crypto') return parsePairSymbol(symbol)?.symbol ?? symbol;
  return symbol;
}

/** The kind of a row that is not a trade: by its sub type, else by its description's words. */
function kindOf(subType: string, description: string): string {
  const text = `${subType} ${description}`.toLowerCase();
  if (/withdraw|disbursement/.test(text)) return 'withdrawal';
  if (/deposit|funds received|ach/.test(text)) return 'deposit';
  if (/dividend/.test(text)) return 'dividend';
  if (/interest/.test(text)) return 'interest';
  if (/expir/.test(text)) return 'expiration';
  if (/assign/.test(text)) return 'assignment';
  if (/exercise/.test(text)) return 'exercise';
  if (/mark to market/.test(text)) return 'mark-to-market';
  if (/fee|regulatory/.test(text)) return 'fee';
  return subType === '' ? 'other' : subType.toLowerCase();
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const found = statementRows(input.rows, REQUIRED);
  if (!found) return sink.output();
  const { columns, rows } = found;
  const format = columnTimeFormat(() => rows.map((row) => columns.cell(row, 'Date')), undefined, sink);
  for (const row of rows) {
    const { line } = row;
    const type = columns.cell(row, 'Type');
    const description = columns.cell(row, 'Description');
    const actionText = columns.cell(row, 'Action').replace(/_/g, ' ');
    if (type.toLowerCase() !== 'trade') {
      const kind = kindOf(columns.cell(row, 'Sub Type'), description);
      const value = parseNumber(columns.cell(row, 'Value'));
      if ((kind === 'deposit' || kind === 'withdrawal') && value !== null) {
        const time = sink.time(line, 'Date', columns.cell(row, 'Date'), format);
        const currency = columns.cell(row, 'Currency');
        if (time) addCash(sink, line, time, value, currency === '' ? {} : { currency });
      } else {
        sink.skipped.push({ line, kind, description: `${description} ${columns.cell(row, 'Value')}`.trim() });
      }
      continue;
    }
    const side = readSide(actionText);
    if (!side) sink.error(line, 'VALIDATION-002', `"${actionText}" is not buy or sell`, 'Action');
    const symbolText = columns.cell(row, 'Symbol');
    if (symbolText === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'Symbol');
    const time = sink.time(line, 'Date', columns.cell(row, 'Date'), format);
    const quantity = sink.check(line, 'Quantity', readQuantity(columns.cell(row, 'Quantity')));
    const multiplierRead = readMultiplier(columns.cell(row, 'Multiplier'));
    const multiplier = multiplierRead ? sink.check(line, 'Multiplier', multiplierRead) : undefined;
    const commission = sink.check(line, 'Commissions', readCost(columns.cell(row, 'Commissions')));
    const fees = sink.check(line, 'Fees', readCost(columns.cell(row, 'Fees'), '.', 'fee'));
    const written = DESCRIPTION_PRICE.exec(description)?.[1];
    const price = written
      ? parseNumber(written)
      : (Math.abs(parseNumber(columns.cell(row, 'Average Price')) ?? 0) || NaN) / (multiplier ?? 1);
    if (price === null || !(price > 0))
      sink.error(
        line,
        'TRADE-002',
        `No price above zero in "${description}" or the average price`,
        'Average Price',
      );
    if (sink.failed(line) || !side || !time || quantity === undefined || price === null || !(price > 0))
      continue;
    const assetClass = assetClassOf(columns.cell(row, 'Instrument Type'), symbolText);
    const execution: ImportedExecution = {
      time,
      symbol: journalSymbol(symbolText, assetClass),
      side,
      quantity: Math.abs(quantity),
      price: Math.round(price * 1e8) / 1e8,
      commission: commission ?? 0,
      fees: fees ?? 0,
      assetClass,
    };
    if (multiplier !== undefined && multiplier !== 1) execution.multiplier = multiplier;
    const currency = columns.cell(row, 'Currency');
    const order = columns.cell(row, 'Order #');
    if (currency !== '') execution.currency = currency;
    if (order !== '') execution.orderId = order;
    sink.add(execution);
  }
  return sink.output();
}

export const tastytradeFormat: ImportFormat = {
  id: 'tastytrade',
  label: 'Tastytrade (transactions)',
  detect,
  parse,
};
