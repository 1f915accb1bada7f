// A Flex Query CSV without a Trades section: Cash Transactions (dividends, withholding tax,
// interest, fees, deposits and withdrawals), or another section alone. Deposits and withdrawals
// are cash rows; the rest is skipped with its kind, and the file says it holds no trades and how
// to get them: IBKR writes only the sections the query chose.
import { Columns, ImportSink, type FormatInput, type FormatOutput } from '../format.ts';
import type { DelimitedRow } from '../delimited.ts';
import { parseNumber } from '../numbers.ts';
import { flexNoTrades } from './ibkr-no-trades.ts';
import { flexFormatOf, flexTimeLayout } from './ibkr-flex-times.ts';
import { addCash } from './statement-rows.ts';

/** Names only Flex Query CSVs use, with the ones a section needs beside them. */
const FLEX_ONLY = ['CurrencyPrimary', 'ClientAccountID'];
const SECTION_NAMES = [
  'Type',
  'Amount',
  'SettleDate',
  'ReportDate',
  'FXRateToBase',
  'Conid',
  'ISIN',
  'LevelOfDetail',
];
const KINDS: Array<[RegExp, string]> = [
  [/withholding/i, 'withholding tax'],
  [/dividend/i, 'dividend'],
  [/interest/i, 'interest'],
  [/commission/i, 'commission adjustment'],
  [/fee/i, 'fee'],
];

/** How sure a header is a Flex Query section other than Trades (0 when it is not one). */
export function flexSectionConfidence(columns: Columns): number {
  if (!FLEX_ONLY.some((name) => columns.has(name))) return 0;
  return columns.has('TradePrice')
    ? 0
    : Math.min(0.9, 0.6 + 0.1 * SECTION_NAMES.filter((name) => columns.has(name)).length);
}

/** The columns a row is read by, found once per file. */
interface CashColumns {
  time: string | undefined;
  currency: string | undefined;
  account: string | undefined;
}

function readRow(
  sink: ImportSink,
  columns: Columns,
  names: CashColumns,
  row: DelimitedRow,
  read: (text: string) => string | undefined,
): void {
  const type = columns.cell(row, 'Type');
  const amount = parseNumber(columns.cell(row, 'Amount')) ?? 0;
  const description = `${columns.cell(row, 'Description')} ${columns.cell(row, 'Amount')}`.trim();
  if (/deposit|withdraw/i.test(type) && amount !== 0) {
    const time = read(columns.cell(row, names.time));
    if (!time) return;
    addCash(sink, row.line, time, amount, {
      currency: columns.cell(row, names.currency),
      accountRef: columns.cell(row, names.account),
    });
    return;
  }
  const kind = KINDS.find(([pattern]) => pattern.test(type))?.[1] ?? (type.toLowerCase() || 'statement row');
  sink.skipped.push({ line: row.line, kind, description });
}

export function parseFlexSection(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const headerLine = header.cells.join('\u0000');
  const data = rows.filter((row) => row.cells.join('\u0000') !== headerLine);
  const timeColumn = columns.find('DateTime', 'Date/Time', 'SettleDate', 'ReportDate');
  const layout = flexTimeLayout(data.map((row) => columns.cell(row, timeColumn)));
  if (layout?.warning) sink.warnings.push({ message: layout.warning });
  const names: CashColumns = {
    time: timeColumn,
    currency: columns.find('CurrencyPrimary', 'Currency'),
    account: columns.find('ClientAccountID'),
  };
  for (const row of data)
    readRow(sink, columns, names, row, (text) =>
      sink.time(row.line, timeColumn, text, layout ? flexFormatOf(layout, text) : null),
    );
  if (sink.rowErrors.length === 0)
    sink.noTrades = flexNoTrades(input.fileName, sink.skipped, sink.cashTransactions);
  return sink.output();
}
