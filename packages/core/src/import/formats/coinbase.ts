// Coinbase's transaction history report: a few lines about the report and the user, then one
// row per transaction with its time in UTC, type, asset, quantity, the price currency and price,
// subtotal, total and "fees and/or spread". Buys and sells (Advanced Trade's too) are fills of
// the asset against the price currency, the fee their commission; fiat deposits and withdrawals
// are account transactions; sends, receives, conversions and rewards are skipped with their kind.
import { parsePairSymbol } from '../../journal/instrument-symbols.ts';
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
import { readCost, readPrice, readQuantity } from '../values.ts';
import { addCash, detectHeader, statementRows } from './statement-rows.ts';

const REQUIRED = ['Timestamp', 'Transaction Type', 'Asset', 'Quantity Transacted'];
const SIGNATURE = [
  'ID',
  'Timestamp',
  'Transaction Type',
  'Asset',
  'Quantity Transacted',
  'Price Currency',
  'Price at Transaction',
  'Subtotal',
  'Total (inclusive of fees and/or spread)',
  'Fees and/or Spread',
  'Notes',
];
const FIAT = new Set(['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'JPY', 'SGD']);

function detect(sample: ImportSample): number {
  return detectHeader(sample, REQUIRED, SIGNATURE);
}

function sideOf(type: string): 'buy' | 'sell' | null {
  if (/^(advanced trade )?buy$/.test(type)) return 'buy';
  if (/^(advanced trade )?sell$/.test(type)) return 'sell';
  return null;
}

function skippedKind(type: string): string {
  if (/reward|income|earn|staking|inflation/.test(type)) return 'reward';
  if (/convert/.test(type)) return 'conversion';
  if (/send|receive/.test(type)) return 'transfer';
  return type === '' ? 'unknown' : type;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const found = statementRows(input.rows, REQUIRED);
  if (!found) return sink.output();
  const { columns, rows } = found;
  const currencyColumn = columns.find('Price Currency', 'Spot Price Currency');
  const priceColumn = columns.find('Price at Transaction', 'Spot Price at Transaction');
  const feeColumn = columns.find('Fees and/or Spread', 'Fees');
  const format = columnTimeFormat(() => rows.map((row) => columns.cell(row, 'Timestamp')), undefined, sink);
  for (const row of rows) {
    const { line } = row;
    const type = columns.cell(row, 'Transaction Type').toLowerCase().replace(/\s+/g, ' ');
    const asset = columns.cell(row, 'Asset').toUpperCase();
    const side = sideOf(type);
    if (!side) {
      const amount = parseNumber(columns.cell(row, 'Quantity Transacted'));
      if ((type === 'deposit' || type === 'withdrawal') && FIAT.has(asset) && amount !== null) {
        const time = sink.time(line, 'Timestamp', columns.cell(row, 'Timestamp'), format);
        const signed = type === 'withdrawal' ? -Math.abs(amount) : Math.abs(amount);
        if (time) addCash(sink, line, time, signed, { currency: asset });
      } else {
        sink.skipped.push({
          line,
          kind: skippedKind(type),
          description:
            columns.cell(row, 'Notes') || `${columns.cell(row, 'Transaction Type')} ${asset}`.trim(),
        });
      }
      continue;
    }
    if (asset === '') sink.error(line, 'TRADE-001', 'The asset is missing', 'Asset');
    const time = sink.time(line, 'Timestamp', columns.cell(row, 'Timestamp'), format);
    const quantity = sink.check(
      line,
      'Quantity Transacted',
      readQuantity(columns.cell(row, 'Quantity Transacted')),
    );
    const price = sink.check(line, priceColumn, readPrice(columns.cell(row, priceColumn)));
    const fee = sink.check(line, feeColumn, readCost(columns.cell(row, feeColumn), '.', 'fee'));
    if (sink.failed(line) || !time || quantity === undefined || price === undefined) continue;
    const currency = columns.cell(row, currencyColumn).toUpperCase() || 'USD';
    const pair = parsePairSymbol(`${asset}/${currency}`);
    const execution: ImportedExecution = {
      time,
      symbol: pair?.symbol ?? `${asset}/${currency}`,
      side,
      quantity: Math.abs(quantity),
      price,
      commission: fee ?? 0,
      fees: 0,
      assetClass: 'crypto',
      currency,
    };
    const id = columns.cell(row, 'ID');
    if (id !== '') execution.brokerExecutionId = id;
    sink.add(execution);
  }
  return sink.output();
}

export const coinbaseFormat: ImportFormat = {
  id: 'coinbase',
  label: 'Coinbase (transaction history)',
  detect,
  parse,
};
