// DAS Trader Pro's Trades window saved as CSV: one row per execution of the session, sides
// B / S / SS (short sale), options with DAS's leading dot (`.AAPL260320C190`), the liquidity fee
// in ECNFee. The window writes the time of day only, for the session it shows: the date comes
// from a Date column when the file has one, else from a date in the file's name (as DAS names
// a saved day, `trades_20260309.csv`); without either the rows are errors, not a guessed day.
import { parseOptionSymbol } from '../../journal/instrument-symbols.ts';
import {
  Columns,
  ImportSink,
  assetClassOf,
  columnTimeFormat,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { readPrice, readQuantity, readSide, type ValueResult } from '../values.ts';

const SIGNATURE = [
  'Time',
  'Symb',
  'Side',
  'Price',
  'Qty',
  'Route',
  'Broker',
  'Account',
  'Type',
  'Cloid',
  'Liq',
  'ECNFee',
  'PL',
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('Symb', 'Route', 'Qty', 'Side') ? columns.share(SIGNATURE) : 0;
}

/** `YYYY-MM-DD` from a date in the file's name (`20260309` or `2026-03-09`), or null. */
function dateInFileName(fileName: string): string | null {
  const match = /(?:^|\D)(20\d{2})-?(\d{2})-?(\d{2})(?:\D|$)/.exec(fileName);
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  const monthNumber = Number(month);
  const dayNumber = Number(day);
  return monthNumber >= 1 && monthNumber <= 12 && dayNumber >= 1 && dayNumber <= 31
    ? `${year}-${month}-${day}`
    : null;
}

/** ECNFee keeps its sign: positive is a fee charged, negative a rebate; blank is none. */
function readEcnFee(text: string): ValueResult {
  if (text.trim() === '') return { ok: true, value: 0 };
  const value = parseNumber(text);
  return value === null
    ? { ok: false, code: 'VALIDATION-010', message: `The ECN fee "${text.trim()}" is not a number` }
    : { ok: true, value };
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const dateColumn = columns.find('Date');
  const fileDate = dateColumn === undefined ? dateInFileName(input.fileName) : null;
  if (dateColumn === undefined && fileDate === null)
    sink.warnings.push({
      message:
        'The file has times of day but no date (neither a Date column nor a date in its name): save it with its day in the name, e.g. trades_20260309.csv',
    });
  const stamp = (row: (typeof rows)[number]): string => {
    const time = columns.cell(row, 'Time');
    if (dateColumn !== undefined) return `${columns.cell(row, dateColumn)} ${time}`.trim();
    return fileDate === null ? time : `${fileDate} ${time}`;
  };
  const format = columnTimeFormat(
    function* () {
      for (const row of rows) yield stamp(row);
    },
    dateColumn === undefined ? 'YYYY-MM-DD HH:mm:ss' : undefined,
    sink,
  );
  let rebates = 0;
  for (const row of rows) {
    const { line } = row;
    const symbolText = columns.cell(row, 'Symb');
    if (symbolText === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'Symb');
    const sideText = columns.cell(row, 'Side');
    const side = readSide(sideText);
    if (!side) sink.error(line, 'VALIDATION-002', `"${sideText}" is not B, S or SS`, 'Side');
    const quantity = sink.check(line, 'Qty', readQuantity(columns.cell(row, 'Qty')));
    if (quantity !== undefined && quantity < 0)
      sink.error(line, 'TRADE-003', `The quantity ${quantity} is below zero`, 'Qty');
    const price = sink.check(line, 'Price', readPrice(columns.cell(row, 'Price')));
    const ecn = sink.check(line, 'ECNFee', readEcnFee(columns.cell(row, 'ECNFee')));
    const time = sink.time(line, dateColumn ?? 'Time', stamp(row), format);
    if (sink.failed(line) || !side || quantity === undefined || price === undefined || !time) continue;
    // A negative ECN fee is a rebate for adding liquidity: money received, not a cost.
    if (ecn !== undefined && ecn < 0) rebates = Math.round((rebates - ecn) * 1e10) / 1e10;
    const option = parseOptionSymbol(symbolText);
    const account = columns.cell(row, 'Account');
    const orderId = columns.cell(row, 'Cloid');
    sink.add({
      time,
      symbol: option?.symbol ?? symbolText.toUpperCase(),
      side,
      quantity,
      price,
      commission: 0,
      fees: ecn !== undefined && ecn > 0 ? ecn : 0,
      assetClass: option ? 'option' : assetClassOf(symbolText),
      ...(orderId === '' ? {} : { orderId }),
      ...(account === '' ? {} : { accountRef: account }),
    });
  }
  if (rebates > 0)
    sink.warnings.push({
      message: `ECN rebates of ${rebates} (negative ECNFee) are not counted as fees: the fills carry no cost for them`,
    });
  return sink.output();
}

export const dasTraderFormat: ImportFormat = {
  id: 'das-trader',
  label: 'DAS Trader Pro (trades)',
  detect,
  parse,
};
