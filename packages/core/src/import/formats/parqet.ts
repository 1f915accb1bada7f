// Parqet's activities export (CSV): `;`-separated, every cell quoted but the numbers, a trailing
// `;` on every line, numbers in German notation (decimal comma, no grouping). One row per activity:
// `datetime` is the instant in UTC (ISO 8601, `Z`), `date`/`time` the same in the portfolio's zone.
// Buy and Sell are fills of `shares` at `price` in `currency`, `fee` the broker's charge, `tax` the
// tax withheld (not a trading cost: left out of the fill), `realizedgains` Parqet's realised P&L of
// a sale. `identifier` is the ISIN (or the coin for crypto, `assettype` Crypto). Deposits and
// withdrawals are cash; dividends, interest, fees, taxes and transfers of shares are skipped rows.
import {
  Columns,
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber, type DecimalSeparator } from '../numbers.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readPrice, readQuantity, readSide } from '../values.ts';
import { addCash } from './statement-rows.ts';

const SIGNATURE = [
  'datetime',
  'date',
  'time',
  'price',
  'shares',
  'amount',
  'tax',
  'fee',
  'realizedgains',
  'type',
  'assettype',
  'identifier',
  'currency',
  'holdingname',
];
const INSTANT = compileTimestampFormat('YYYY-MM-DDTHH:mm:ssZ');
const COMMA_DECIMAL = /^-?\d+,\d+$/;

const KINDS: ReadonlyArray<[RegExp, string]> = [
  [/dividend/, 'dividend'],
  [/interest/, 'interest'],
  [/fee/, 'fee'],
  [/tax/, 'tax'],
  [/transfer/, 'transfer'],
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('datetime', 'realizedgains', 'identifier', 'holding') ? columns.share(SIGNATURE) : 0;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const decimal: DecimalSeparator = rows.some((row) => COMMA_DECIMAL.test(columns.cell(row, 'price')))
    ? ','
    : '.';
  for (const row of rows) {
    const { line } = row;
    const typeText = columns.cell(row, 'type');
    const type = typeText.toLowerCase();
    const side = readSide(typeText);
    const currency = columns.cell(row, 'currency');
    const amountText = columns.cell(row, 'amount');
    if (!side) {
      const amount = parseNumber(amountText, decimal);
      if ((type === 'deposit' || type === 'withdrawal') && amount !== null) {
        const time = sink.time(line, 'datetime', columns.cell(row, 'datetime'), INSTANT);
        const signed = type === 'withdrawal' ? -Math.abs(amount) : Math.abs(amount);
        if (time) addCash(sink, line, time, signed, currency ? { currency } : {});
        continue;
      }
      sink.skipped.push({
        line,
        kind: KINDS.find(([pattern]) => pattern.test(type))?.[1] ?? (type === '' ? 'unknown' : 'other'),
        description: [typeText, columns.cell(row, 'holdingname'), amountText, currency]
          .filter((part) => part !== '')
          .join(' '),
      });
      continue;
    }
    const symbol = columns.cell(row, 'identifier');
    if (symbol === '') sink.error(line, 'TRADE-001', 'The identifier is missing', 'identifier');
    const time = sink.time(line, 'datetime', columns.cell(row, 'datetime'), INSTANT);
    const quantity = sink.check(line, 'shares', readQuantity(columns.cell(row, 'shares'), decimal));
    const price = sink.check(line, 'price', readPrice(columns.cell(row, 'price'), decimal));
    const fee = sink.check(line, 'fee', readCost(columns.cell(row, 'fee'), decimal, 'fee'));
    if (sink.failed(line) || !time || quantity === undefined || price === undefined) continue;
    const execution: ImportedExecution = {
      time,
      symbol,
      side,
      quantity: Math.abs(quantity),
      price,
      commission: fee ?? 0,
      fees: 0,
      assetClass: columns.cell(row, 'assettype').toLowerCase() === 'crypto' ? 'crypto' : 'stock',
      ...(currency ? { currency } : {}),
    };
    sink.add(execution);
    const gains = parseNumber(columns.cell(row, 'realizedgains'), decimal);
    if (gains !== null && side === 'sell') sink.statePnl({ line, amount: gains, basis: 'either', symbol });
  }
  return sink.output();
}

export const parqetFormat: ImportFormat = {
  id: 'parqet',
  label: 'Parqet (activities)',
  detect,
  parse,
};
