// Desjardins Online Brokerage (Disnat)'s transaction history CSV, in French: comma-separated with
// decimal commas (a number holding one is quoted), dates YYYY-MM-DD without a time and "-" where a
// value does not apply. ACHAT and VENTE are fills on their transaction date: Quantité (negative on
// a sale), Prix in Devise du prix, Commission payée. Currencies are written "CAN" and "USD".
// Contributions (COTISATION), transfers received and withdrawals are cash; dividends, interest,
// fees and their sales taxes (TPS, TVQ), and government grants are skipped rows, dated by their
// settlement date, as rows without a transaction date are.
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
import { readCost, readPrice, readQuantity } from '../values.ts';
import { addCash, turnedOldestFirst } from './statement-rows.ts';

const DATE = 'Date de transaction';
const SETTLED = 'Date de règlement';
const TYPE = 'Type de transaction';
const SYMBOL = 'Symbole';
const DESCRIPTION = 'Description';
const QUANTITY = 'Quantité';
const PRICE = 'Prix';
const PRICE_CURRENCY = 'Devise du prix';
const COMMISSION = 'Commission payée';
const AMOUNT = "Montant de l'opération";
const ACCOUNT_CURRENCY = 'Devise du compte';
const SIGNATURE = [
  DATE,
  SETTLED,
  TYPE,
  SYMBOL,
  DESCRIPTION,
  QUANTITY,
  PRICE,
  PRICE_CURRENCY,
  COMMISSION,
  AMOUNT,
];
const DAY = compileTimestampFormat('YYYY-MM-DD');

const KINDS: ReadonlyArray<[RegExp, string]> = [
  [/^dividende|^distribution/, 'dividend'],
  [/^intér[eê]ts/, 'interest'],
  [/^taxe|^imp[oô]t|^retenue/, 'tax'],
  [/^frais/, 'fee'],
  [/^subvention|^incitatif/, 'grant'],
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has(DATE, SETTLED, TYPE, SYMBOL) ? columns.share(SIGNATURE) : 0;
}

function currencyOf(text: string): string | undefined {
  if (text === 'CAN') return 'CAD';
  return /^[A-Z]{3}$/.test(text) ? text : undefined;
}

/** The cell, "-" (not applicable) read as blank. */
function cell(columns: Columns, row: FormatInput['rows'][number], name: string): string {
  const value = columns.cell(row, name);
  return value === '-' ? '' : value;
}

function cashKind(type: string): 'deposit' | 'withdrawal' | 'signed' | null {
  if (/^cotisation|^dépôt/.test(type)) return 'deposit';
  if (/^retrait|^résiliation/.test(type)) return 'withdrawal';
  if (/^transfert/.test(type)) return 'signed';
  return null;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  for (const row of rows) {
    const { line } = row;
    const typeText = columns.cell(row, TYPE);
    const type = typeText.toLowerCase();
    const side = type === 'achat' ? 'buy' : type === 'vente' ? 'sell' : null;
    const dateColumn = cell(columns, row, DATE) === '' ? SETTLED : DATE;
    const amountText = cell(columns, row, AMOUNT);
    if (!side) {
      const amount = parseNumber(amountText, ',');
      const cash = cashKind(type);
      if (cash && amount !== null) {
        const time = sink.time(line, dateColumn, columns.cell(row, dateColumn), DAY);
        const signed = cash === 'signed' ? amount : cash === 'deposit' ? Math.abs(amount) : -Math.abs(amount);
        const currency = currencyOf(columns.cell(row, ACCOUNT_CURRENCY));
        if (time) addCash(sink, line, time, signed, currency ? { currency } : {});
        continue;
      }
      sink.skipped.push({
        line,
        kind: KINDS.find(([pattern]) => pattern.test(type))?.[1] ?? (type === '' ? 'unknown' : 'other'),
        description: [typeText, cell(columns, row, SYMBOL), cell(columns, row, DESCRIPTION), amountText]
          .filter((part) => part !== '')
          .join(' '),
      });
      continue;
    }
    const symbol = cell(columns, row, SYMBOL);
    if (symbol === '') sink.error(line, 'TRADE-001', 'The symbol is missing', SYMBOL);
    const time = sink.time(line, dateColumn, columns.cell(row, dateColumn), DAY);
    const quantity = sink.check(line, QUANTITY, readQuantity(cell(columns, row, QUANTITY), ','));
    const price = sink.check(line, PRICE, readPrice(cell(columns, row, PRICE), ','));
    const commission = sink.check(line, COMMISSION, readCost(cell(columns, row, COMMISSION), ','));
    if (sink.failed(line) || !time || quantity === undefined || price === undefined) continue;
    const currency = currencyOf(columns.cell(row, PRICE_CURRENCY));
    const execution: ImportedExecution = {
      time,
      symbol,
      side,
      quantity: Math.abs(quantity),
      price,
      commission: commission ?? 0,
      fees: 0,
      assetClass: 'stock',
      ...(currency ? { currency } : {}),
    };
    sink.add(execution);
  }
  sink.executions = turnedOldestFirst(sink.executions);
  return sink.output();
}

export const disnatFormat: ImportFormat = {
  id: 'disnat',
  label: 'Disnat (transaction history)',
  detect,
  parse,
};
