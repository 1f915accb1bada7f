// Directa SIM's movements export ("Movimenti" or "Compravendite" from Libera): a preamble of account
// lines (Conto, Data estrazione, the period, "Il file include i primi N movimenti"), then one row
// per movement with Italian headers, comma-separated, dates DD-MM-YYYY without a time. Acquisto and
// Vendita are fills: Quantità is the number of shares (positive both ways) and Importo euro the
// cash booked (negative for a purchase), so the price is the amount over the shares; Importo Divisa
// is that amount in Divisa for a share not quoted in euros. Commissions are rows of their own.
// Transfers in (Conferimento, Versamento) and out (Prelievo) are cash; dividends, coupons, taxes
// and commissions are skipped rows.
import type { ImportSample, FormatInput, FormatOutput, ImportFormat } from '../format.ts';
import { ImportSink } from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readQuantity } from '../values.ts';
import { addCash, detectHeader, statementRows, turnedOldestFirst } from './statement-rows.ts';

const DATE = 'Data operazione';
const TYPE = 'Tipo operazione';
const TICKER = 'Ticker';
const QUANTITY = 'Quantità';
const EUROS = 'Importo euro';
const FOREIGN = 'Importo Divisa';
const CURRENCY = 'Divisa';
const REQUIRED = [DATE, 'Data valuta', TYPE, TICKER, 'Isin', EUROS];
const SIGNATURE = [
  ...REQUIRED,
  'Protocollo',
  'Descrizione',
  QUANTITY,
  FOREIGN,
  CURRENCY,
  'Riferimento ordine',
];
const DAY = compileTimestampFormat('D-M-YYYY');

const KINDS: ReadonlyArray<[RegExp, string]> = [
  [/^rit|ritenuta|tobin|imposta|bollo/, 'tax'],
  [/provento|dividend|coupon/, 'dividend'],
  [/cedola|interess/, 'interest'],
  [/commission|spese/, 'fee'],
];

function detect(sample: ImportSample): number {
  return detectHeader(sample, REQUIRED, SIGNATURE);
}

function skippedKind(type: string): string {
  return KINDS.find(([pattern]) => pattern.test(type))?.[1] ?? (type === '' ? 'unknown' : 'other');
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const table = statementRows(input.rows, REQUIRED);
  if (!table) return sink.output();
  const { columns, rows } = table;
  for (const row of rows) {
    const { line } = row;
    const typeText = columns.cell(row, TYPE);
    const type = typeText.toLowerCase();
    const side = type === 'acquisto' ? 'buy' : type === 'vendita' ? 'sell' : null;
    const eurosText = columns.cell(row, EUROS);
    const euros = parseNumber(eurosText, '.');
    if (!side) {
      if (/^(conferimento|versamento|prelievo|bonifico)/.test(type) && euros !== null) {
        const time = sink.time(line, DATE, columns.cell(row, DATE), DAY);
        if (time) addCash(sink, line, time, euros, { currency: 'EUR' });
        continue;
      }
      sink.skipped.push({
        line,
        kind: skippedKind(type),
        description:
          [typeText, columns.cell(row, TICKER), columns.cell(row, 'Descrizione'), eurosText]
            .filter((part) => part !== '')
            .join(' ') || 'A row without an operation type',
      });
      continue;
    }
    const ticker = columns.cell(row, TICKER);
    const symbol = ticker !== '' ? ticker : columns.cell(row, 'Isin');
    if (symbol === '') sink.error(line, 'TRADE-001', 'The ticker is missing', TICKER);
    const time = sink.time(line, DATE, columns.cell(row, DATE), DAY);
    const quantity = sink.check(line, QUANTITY, readQuantity(columns.cell(row, QUANTITY)));
    const currency = columns.cell(row, CURRENCY) || 'EUR';
    const foreign = parseNumber(columns.cell(row, FOREIGN), '.');
    // A share quoted in another currency is priced from the amount in that currency.
    const inCurrency = currency !== 'EUR' && foreign !== null && foreign !== 0;
    const amount = inCurrency ? foreign : euros;
    if (amount === null || amount === 0)
      sink.error(
        line,
        'TRADE-002',
        eurosText === ''
          ? 'The amount is missing'
          : `The amount "${eurosText}" is not a number other than zero`,
        inCurrency ? FOREIGN : EUROS,
      );
    if (sink.failed(line) || !time || quantity === undefined || !amount) continue;
    const execution: ImportedExecution = {
      time,
      symbol,
      side,
      quantity: Math.abs(quantity),
      price: Math.round((Math.abs(amount) / Math.abs(quantity)) * 1e10) / 1e10,
      commission: 0,
      fees: 0,
      assetClass: 'stock',
      currency: inCurrency ? currency : 'EUR',
    };
    const order = columns.cell(row, 'Riferimento ordine');
    if (order !== '') execution.orderId = order;
    sink.add(execution);
  }
  sink.executions = turnedOldestFirst(sink.executions);
  return sink.output();
}

export const directaFormat: ImportFormat = {
  id: 'directa',
  label: 'Directa (movements)',
  detect,
  parse,
};
