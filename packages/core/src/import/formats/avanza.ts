// Avanza's transactions export ("Transaktioner", exported as CSV): one row per account event,
// `;`-separated, Swedish headers and decimal commas, dated (YYYY-MM-DD) without a time. Köp and
// Sälj are fills: Antal is negative on a sale, Kurs is the price in the instrument's currency,
// Courtage is the commission in kronor (the newer layout says so in its header and converts
// foreign prices with Valutakurs, kronor per unit). Resultat on a sale is Avanza's realised result.
// Deposits (Insättning) and withdrawals (Uttag) are cash; dividends, interest, taxes and the
// "Övrigt" rows (fund switches, fee rebates) are kept as skipped rows.
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

const DATE = 'Datum';
const ACCOUNT = 'Konto';
const TYPE = 'Typ av transaktion';
const NAME = 'Värdepapper/beskrivning';
const QUANTITY = 'Antal';
const PRICE = 'Kurs';
const AMOUNT = 'Belopp';
const RESULT = 'Resultat';
const REQUIRED = [DATE, ACCOUNT, TYPE, NAME, QUANTITY, PRICE, AMOUNT, 'ISIN'];
const DAY = compileTimestampFormat('YYYY-MM-DD');

const KINDS: ReadonlyArray<[RegExp, string]> = [
  [/skatt/, 'tax'],
  [/utdelning/, 'dividend'],
  [/ränta/, 'interest'],
  [/avgift/, 'fee'],
  [/överföring|byte/, 'transfer'],
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has(...REQUIRED) ? 0.95 : 0;
}

function skippedKind(type: string): string {
  return KINDS.find(([pattern]) => pattern.test(type))?.[1] ?? (type === '' ? 'unknown' : 'other');
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const commission = columns.find('Courtage (SEK)', 'Courtage');
  const rate = columns.find('Valutakurs');
  const currencyColumn = columns.find('Instrumentvaluta', 'Valuta');
  const cashCurrency = columns.find('Transaktionsvaluta', 'Valuta');
  for (const row of rows) {
    const { line } = row;
    const typeText = columns.cell(row, TYPE);
    const type = typeText.toLowerCase();
    const side = type === 'köp' ? 'buy' : type === 'sälj' ? 'sell' : null;
    const amountText = columns.cell(row, AMOUNT);
    if (!side) {
      const amount = parseNumber(amountText, ',');
      if ((type === 'insättning' || type === 'uttag') && amount !== null) {
        const time = sink.time(line, DATE, columns.cell(row, DATE), DAY);
        const currency = columns.cell(row, cashCurrency);
        if (time)
          addCash(sink, line, time, amount, {
            ...(currency ? { currency } : {}),
            accountRef: columns.cell(row, ACCOUNT),
          });
        continue;
      }
      sink.skipped.push({
        line,
        // "Övrigt" rows say what they are in their description (Avkastningsskatt, a fee rebate).
        kind: skippedKind(`${type} ${columns.cell(row, NAME).toLowerCase()}`),
        description: [typeText, columns.cell(row, NAME), amountText].filter((part) => part !== '').join(' '),
      });
      continue;
    }
    const isin = columns.cell(row, 'ISIN');
    const name = columns.cell(row, NAME);
    if (isin === '' && name === '') sink.error(line, 'TRADE-001', 'The security is missing', 'ISIN');
    const time = sink.time(line, DATE, columns.cell(row, DATE), DAY);
    const quantity = sink.check(line, QUANTITY, readQuantity(columns.cell(row, QUANTITY), ','));
    const price = sink.check(line, PRICE, readPrice(columns.cell(row, PRICE), ','));
    const courtage = sink.check(line, commission, readCost(columns.cell(row, commission), ',', 'courtage'));
    const currency = columns.cell(row, currencyColumn);
    const rateText = columns.cell(row, rate);
    // Courtage is in kronor: a foreign instrument's commission is turned into its currency.
    const kronorPerUnit =
      currency === '' || currency === 'SEK' || rateText === '' ? 1 : parseNumber(rateText, ',');
    if (kronorPerUnit === null || !(kronorPerUnit > 0))
      sink.error(line, 'VALIDATION-010', `The exchange rate "${rateText}" is not above zero`, rate);
    if (sink.failed(line) || !time || quantity === undefined || price === undefined || !kronorPerUnit)
      continue;
    const accountRef = columns.cell(row, ACCOUNT);
    const execution: ImportedExecution = {
      time,
      // The ISIN names the security whatever Avanza calls it; the name is kept when there is none.
      symbol: isin !== '' ? isin : name,
      side,
      quantity: Math.abs(quantity),
      price,
      commission: Math.round(((courtage ?? 0) / kronorPerUnit) * 100) / 100,
      fees: 0,
      assetClass: 'stock',
      ...(currency ? { currency } : {}),
      ...(accountRef ? { accountRef } : {}),
    };
    sink.add(execution);
    const result = parseNumber(columns.cell(row, RESULT), ',');
    // Resultat is in kronor: only a krona instrument's can be set beside its fills.
    if (result !== null && side === 'sell' && (currency === '' || currency === 'SEK'))
      sink.statePnl({
        line,
        amount: result,
        basis: 'either',
        symbol: execution.symbol,
        ...(accountRef ? { accountRef } : {}),
      });
  }
  sink.executions = turnedOldestFirst(sink.executions);
  return sink.output();
}

export const avanzaFormat: ImportFormat = {
  id: 'avanza',
  label: 'Avanza (transactions)',
  detect,
  parse,
};
