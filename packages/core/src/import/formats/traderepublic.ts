// Trade Republic has no CSV export of its own; traders use pytr ("pytr export_transactions"),
// which writes the Portfolio Performance layout, `;`-separated, its header in the chosen language:
// Date;Type;Value;Note;ISIN;Shares;Fees;Taxes (Datum;Typ;Wert;Notiz... in German,
// Datum;Transactietype;Waarde (netto);Opmerking... in Dutch). One row per event, dated with a
// time (ISO 8601) or, in older exports, a date only. Value is the cash booked: paid for a buy
// (fees included), received for a sale (fees and taxes taken off); Fees and Taxes are written
// negative. So a fill's price is its value before fees and taxes over its shares. Numbers are
// written with a point, or in the language's notation when localised: the last separator of a
// number tells. Trade Republic accounts are in euros; the ISIN is the symbol.
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
import { readSide } from '../values.ts';
import { addCash, roundMoney, turnedOldestFirst } from './statement-rows.ts';

interface Names {
  date: string;
  type: string;
  value: string;
  note: string;
  shares: string;
  fees: string;
  taxes: string;
}

const LANGUAGES: readonly Names[] = [
  {
    date: 'Date',
    type: 'Type',
    value: 'Value',
    note: 'Note',
    shares: 'Shares',
    fees: 'Fees',
    taxes: 'Taxes',
  },
  {
    date: 'Datum',
    type: 'Typ',
    value: 'Wert',
    note: 'Notiz',
    shares: 'Stück',
    fees: 'Gebühren',
    taxes: 'Steuern',
  },
  {
    date: 'Datum',
    type: 'Transactietype',
    value: 'Waarde (netto)',
    note: 'Opmerking',
    shares: 'Aantal',
    fees: 'Kosten',
    taxes: 'Belasting',
  },
];
const DEPOSITS = new Set(['deposit', 'einlage', 'storting']);
const REMOVALS = new Set(['removal', 'entnahme', 'onttrekking']);
const DATE_TIME = compileTimestampFormat('YYYY-MM-DDTHH:mm:ss');
const DATE_ONLY = compileTimestampFormat('YYYY-MM-DD');

function languageOf(columns: Columns): Names | undefined {
  return LANGUAGES.find((names) =>
    columns.has(
      names.date,
      names.type,
      names.value,
      names.note,
      'ISIN',
      names.shares,
      names.fees,
      names.taxes,
    ),
  );
}

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  // Eight columns and nothing else: Portfolio Performance's own exports carry more.
  return header && header.cells.length === 8 && languageOf(new Columns(header.cells)) ? 0.9 : 0;
}

/** A number in either notation: "1.234,50" and "1234.5" alike; the last separator is the decimal one. */
function amount(text: string): number | null {
  const trimmed = text.trim();
  return parseNumber(trimmed, trimmed.lastIndexOf(',') > trimmed.lastIndexOf('.') ? ',' : '.');
}

function skippedKind(type: string): string {
  if (/divid/.test(type)) return 'dividend';
  if (/^(interest|zinsen|rente)/.test(type)) return 'interest';
  if (/^(fees|gebühren|kosten)/.test(type)) return 'fee';
  if (/^(taxes|steuern|belasting)/.test(type)) return 'tax';
  if (/transfer|umbuchung|overboeking/.test(type)) return 'transfer';
  return type === '' ? 'unknown' : type;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  const names = header ? languageOf(new Columns(header.cells)) : undefined;
  if (!header || !names) return sink.output();
  const columns = new Columns(header.cells);
  for (const row of rows) {
    const { line } = row;
    const typeText = columns.cell(row, names.type);
    const type = typeText.toLowerCase();
    const dateText = columns.cell(row, names.date);
    const format = dateText.includes(':') ? DATE_TIME : DATE_ONLY;
    const value = amount(columns.cell(row, names.value));
    const side = readSide(typeText);
    if (!side) {
      if ((DEPOSITS.has(type) || REMOVALS.has(type)) && value !== null) {
        const time = sink.time(line, names.date, dateText, format);
        const signed = REMOVALS.has(type) ? -Math.abs(value) : Math.abs(value);
        if (time) addCash(sink, line, time, signed, { currency: 'EUR' });
        continue;
      }
      sink.skipped.push({
        line,
        kind: skippedKind(type),
        description: [typeText, columns.cell(row, names.note), columns.cell(row, names.value)]
          .filter((part) => part !== '')
          .join(' '),
      });
      continue;
    }
    const isin = columns.cell(row, 'ISIN');
    if (isin === '') sink.error(line, 'TRADE-001', 'The ISIN is missing', 'ISIN');
    const time = sink.time(line, names.date, dateText, format);
    const sharesText = columns.cell(row, names.shares);
    const shares = amount(sharesText);
    if (shares === null || shares === 0)
      sink.error(
        line,
        'TRADE-003',
        sharesText === ''
          ? 'The quantity is missing'
          : `The quantity "${sharesText}" is not a number above zero`,
        names.shares,
      );
    if (value === null || value === 0)
      sink.error(
        line,
        'TRADE-002',
        `The value "${columns.cell(row, names.value)}" is not a number other than zero`,
        names.value,
      );
    const feesText = columns.cell(row, names.fees);
    const taxesText = columns.cell(row, names.taxes);
    const fees = feesText === '' ? 0 : amount(feesText);
    const taxes = taxesText === '' ? 0 : amount(taxesText);
    if (fees === null)
      sink.error(line, 'VALIDATION-010', `The fee "${feesText}" is not a number`, names.fees);
    if (taxes === null)
      sink.error(line, 'VALIDATION-010', `The tax "${taxesText}" is not a number`, names.taxes);
    if (sink.failed(line) || !time || !shares || !value || fees === null || taxes === null) continue;
    const costs = Math.abs(fees) + (side === 'sell' ? Math.abs(taxes) : 0);
    const gross = side === 'buy' ? Math.abs(value) - costs : Math.abs(value) + costs;
    if (!(gross > 0)) {
      sink.error(
        line,
        'TRADE-002',
        `The value ${String(value)} leaves no price once the fees are taken off`,
        names.value,
      );
      continue;
    }
    const execution: ImportedExecution = {
      time,
      symbol: isin,
      side,
      quantity: Math.abs(shares),
      price: Math.round((gross / Math.abs(shares)) * 1e10) / 1e10,
      commission: roundMoney(Math.abs(fees)),
      fees: 0,
      assetClass: 'stock',
      currency: 'EUR',
    };
    sink.add(execution);
  }
  sink.executions = turnedOldestFirst(sink.executions);
  return sink.output();
}

export const tradeRepublicFormat: ImportFormat = {
  id: 'traderepublic',
  label: 'Trade Republic (pytr transactions export)',
  detect,
  parse,
};
