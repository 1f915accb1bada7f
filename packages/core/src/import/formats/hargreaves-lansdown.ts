// Hargreaves Lansdown's Transaction Summary (Account > Transaction history > download CSV): a
// preamble (client name and number, valuation time), then Trade date, Settle date, Reference,
// Description, Unit cost (p), Quantity, Value (£), day-first dates without a time. The file is
// Windows-1252, so the "£" of the last header is not UTF-8: read as UTF-8 text it becomes U+FFFD,
// and the column is found by its start. A reference B… is a purchase and S… a sale, the unit cost
// in pence; the value is the cash paid or received, the dealing charge (and stamp duty) included,
// so the commission is what the value holds beyond the shares' cost. Cash rows (receipts,
// payments, interest, the management fee) are deposits, withdrawals or skipped rows.
import {
  Columns,
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
import { symbolFromName, warnShortened } from './fund-names.ts';
import { addCash, headerRowIndex, turnedOldestFirst } from './statement-rows.ts';

const REQUIRED = ['Trade date', 'Settle date', 'Reference', 'Description', 'Unit cost (p)', 'Quantity'];
const TRADE_REFERENCE = /^([BS])\d+$/i;
/** "Vanguard FTSE Developed World UCITS ETF 1000 @  4500.00": the name before quantity @ price. */
const NAME = /^(.*?)\s+[\d,.]+\s+@\s+[\d,.]+\s*$/;
const FORMAT = compileTimestampFormat('D/M/YYYY');

function valueColumn(columns: Columns): string | undefined {
  return columns.header.find((name) => /^value\s*\(/i.test(name.trim()));
}

function detect(sample: ImportSample): number {
  const at = headerRowIndex(sample.rows, REQUIRED);
  const header = sample.rows[at];
  return header && valueColumn(new Columns(header.cells)) ? 0.95 : 0;
}

function cashKind(reference: string, description: string): 'cash' | string {
  const text = `${reference} ${description}`.toLowerCase();
  if (text.includes('interest')) return 'interest';
  if (text.includes('fee')) return 'fee';
  if (/\bdiv/.test(text)) return 'dividend';
  if (/receipt|payment|withdraw|transfer|\bfpc\b|\bfpd\b/.test(text)) return 'cash';
  return 'other';
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const at = headerRowIndex(input.rows, REQUIRED);
  const header = input.rows[at];
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const value = valueColumn(columns);
  const names: string[] = [];
  for (const row of input.rows.slice(at + 1)) {
    const { line } = row;
    const reference = columns.cell(row, 'Reference');
    const description = columns.cell(row, 'Description');
    const amountText = columns.cell(row, value);
    const amount = parseNumber(amountText);
    const trade = TRADE_REFERENCE.exec(reference);
    if (!trade) {
      const kind = cashKind(reference, description);
      if (kind === 'cash' && amount !== null) {
        const time = sink.time(line, 'Trade date', columns.cell(row, 'Trade date'), FORMAT);
        if (time) addCash(sink, line, time, amount, { currency: 'GBP' });
      } else {
        sink.skipped.push({ line, kind, description: `${description} ${amountText}`.trim() });
      }
      continue;
    }
    const side = trade[1]?.toUpperCase() === 'B' ? 'buy' : 'sell';
    const name = NAME.exec(description)?.[1] ?? description;
    if (name === '') sink.error(line, 'TRADE-001', 'The description names no investment', 'Description');
    const time = sink.time(line, 'Trade date', columns.cell(row, 'Trade date'), FORMAT);
    const quantity = sink.check(line, 'Quantity', readQuantity(columns.cell(row, 'Quantity')));
    const pence = sink.check(line, 'Unit cost (p)', readPrice(columns.cell(row, 'Unit cost (p)')));
    if (amount === null)
      sink.error(line, 'VALIDATION-010', `The value "${amountText}" is not a number`, value);
    if (sink.failed(line) || !time || quantity === undefined || pence === undefined || amount === null)
      continue;
    const price = Math.round(pence * 1e8) / 1e10;
    const size = Math.abs(quantity);
    const shares = size * price;
    const beyond = side === 'buy' ? Math.abs(amount) - shares : shares - Math.abs(amount);
    names.push(name);
    const execution: ImportedExecution = {
      time,
      symbol: symbolFromName(name),
      side,
      quantity: size,
      price,
      // HL charges whole pence; the unit cost is rounded, so the charge is too.
      commission: beyond > 0.004 ? Math.round(beyond * 100) / 100 : 0,
      fees: 0,
      assetClass: 'stock',
      currency: 'GBP',
      brokerExecutionId: reference,
    };
    sink.add(execution);
  }
  warnShortened(sink, names);
  sink.executions = turnedOldestFirst(sink.executions);
  return sink.output();
}

export const hargreavesLansdownFormat: ImportFormat = {
  id: 'hargreaves-lansdown',
  label: 'Hargreaves Lansdown (transaction summary)',
  detect,
  parse,
};
