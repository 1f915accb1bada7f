// Rithmic R|Trader (Pro) order history, the Completed Orders grid saved as CSV: one row per
// order with its filled quantity at its average fill price. R|Trader writes the Working Orders
// grid above it ("Working Orders", its rows, then "Completed Orders" and the header), so the
// header is found where it is. Commission is the order's Commission when shown, else the rate per
// contract (`Commission Fill Rate`) times what filled. Times are naive in the zone R|Trader shows,
// which the time headers name ("Update Time (EDT)"): that zone reads them, whatever the importer's.
// A closing order's `Closed Profit/Loss` is the P&L the file states. Unfilled orders are skipped.
import { parseFutureSymbol } from '../../journal/instrument-symbols.ts';
import type { DelimitedRow } from '../delimited.ts';
import {
  Columns,
  ImportSink,
  columnTimeFormat,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { readCost, readPrice, readQuantity, readSide } from '../values.ts';

const SIGNATURE = [
  'Account',
  'Status',
  'Buy/Sell',
  'Qty To Fill',
  'Qty Filled',
  'Symbol',
  'Exchange',
  'Avg Fill Price',
  'Commission Fill Rate',
  'Create Time',
  'Update Time',
  'Order Number',
];

function isHeader(row: DelimitedRow): boolean {
  const columns = new Columns(row.cells);
  return columns.has('Buy/Sell', 'Avg Fill Price') && columns.share(SIGNATURE) >= 0.5;
}

/** The header row: the one below "Completed Orders" when the Working Orders grid comes first. */
function headerAt(rows: readonly DelimitedRow[]): number {
  const completed = rows.findIndex((row) => /^completed orders$/i.test(row.cells[0]?.trim() ?? ''));
  const below = rows.findIndex((row, at) => at > completed && isHeader(row));
  return below >= 0 ? below : rows.findIndex(isHeader);
}

function detect(sample: ImportSample): number {
  const at = headerAt(sample.rows);
  const header = sample.rows[at];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('Avg Fill Price', 'Buy/Sell') ? columns.share(SIGNATURE) : 0;
}

// The zones R|Trader names in its headers, as zones: a file spanning a clock change keeps each
// time's own offset.
const HEADER_ZONES: Record<string, string> = {
  EST: 'America/New_York',
  EDT: 'America/New_York',
  CST: 'America/Chicago',
  CDT: 'America/Chicago',
  MST: 'America/Denver',
  MDT: 'America/Denver',
  PST: 'America/Los_Angeles',
  PDT: 'America/Los_Angeles',
  UTC: 'UTC',
  GMT: 'UTC',
};

/** A time column as named in `columns` ("Update Time (CDT)"), and the zone its name gives. */
function timeColumn(columns: Columns, name: string): { column?: string; zone?: string } {
  const column = columns.header.find((text) => text.trim().toLowerCase().startsWith(name.toLowerCase()));
  const zone = column === undefined ? undefined : HEADER_ZONES[/\(([A-Z]{3})\)\s*$/.exec(column)?.[1] ?? ''];
  return { ...(column === undefined ? {} : { column }), ...(zone === undefined ? {} : { zone }) };
}

/** rate × quantity without binary noise: 0.62 × 3 is 1.86 here. */
function times(rate: number, quantity: number): number {
  return Math.round(rate * quantity * 1e10) / 1e10;
}

function parse(input: FormatInput): FormatOutput {
  const at = headerAt(input.rows);
  const header = input.rows[at];
  if (!header) return new ImportSink(input.timeZone).output();
  const rows = input.rows.slice(at + 1);
  const columns = new Columns(header.cells);
  const update = timeColumn(columns, 'Update Time');
  const create = timeColumn(columns, 'Create Time');
  const sink = new ImportSink(update.zone ?? create.zone ?? input.timeZone);
  // Orders still working when the file was saved: they show again under Completed Orders once done.
  for (const row of input.rows.slice(0, at))
    if (row.cells.length > 1 && !isHeader(row))
      sink.skipped.push({ line: row.line, kind: 'order', description: 'Working order: not completed yet' });
  const filledColumn = columns.find('Qty Filled');
  // Without Qty Filled (a hidden column), a Filled order filled all it asked for.
  const filledOf = (row: DelimitedRow): string =>
    filledColumn !== undefined
      ? columns.cell(row, filledColumn)
      : /^filled$/i.test(columns.cell(row, 'Status'))
        ? columns.cell(row, 'Qty To Fill')
        : '';
  const timeOf = (row: DelimitedRow): string =>
    columns.cell(row, update.column) || columns.cell(row, create.column);
  const unfilled = (row: DelimitedRow): boolean => filledOf(row) === '' || Number(filledOf(row)) === 0;
  const format = columnTimeFormat(
    function* () {
      for (const row of rows) if (!unfilled(row)) yield timeOf(row);
    },
    undefined,
    sink,
  );
  for (const row of rows) {
    const { line } = row;
    if (unfilled(row)) {
      const status = columns.cell(row, 'Status') || 'Unfilled';
      sink.skipped.push({ line, kind: 'order', description: `${status} order: nothing filled` });
      continue;
    }
    const contract = columns.cell(row, 'Symbol');
    if (contract === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'Symbol');
    const sideText = columns.cell(row, 'Buy/Sell');
    const side = readSide(sideText);
    if (!side) sink.error(line, 'VALIDATION-002', `"${sideText}" is not buy or sell`, 'Buy/Sell');
    const quantity = sink.check(line, filledColumn ?? 'Qty To Fill', readQuantity(filledOf(row)));
    if (quantity !== undefined && quantity < 0)
      sink.error(line, 'TRADE-003', `The quantity ${quantity} is below zero`, filledColumn ?? 'Qty To Fill');
    const price = sink.check(line, 'Avg Fill Price', readPrice(columns.cell(row, 'Avg Fill Price')));
    const rate = sink.check(
      line,
      'Commission Fill Rate',
      readCost(columns.cell(row, 'Commission Fill Rate')),
    );
    const commissionText = columns.cell(row, 'Commission');
    const commission =
      commissionText === '' ? undefined : sink.check(line, 'Commission', readCost(commissionText));
    const time = sink.time(line, update.column ?? create.column, timeOf(row), format);
    if (sink.failed(line) || !side || quantity === undefined || price === undefined || !time) continue;
    const orderId = columns.cell(row, 'Order Number');
    const account = columns.cell(row, 'Account');
    const symbol = parseFutureSymbol(contract)?.symbol ?? contract;
    sink.add({
      time,
      symbol,
      side,
      quantity,
      price,
      commission: commission ?? times(rate ?? 0, quantity),
      fees: 0,
      assetClass: 'future',
      ...(orderId === '' ? {} : { orderId }),
      ...(account === '' ? {} : { accountRef: account }),
    });
    // R|Trader does not say whether its closed P&L has the commission taken off: either basis.
    const closed = parseNumber(columns.cell(row, 'Closed Profit/Loss'));
    if (closed !== null)
      sink.statePnl({
        line,
        amount: closed,
        basis: 'either',
        symbol,
        ...(account === '' ? {} : { accountRef: account }),
      });
  }
  return sink.output();
}

export const rithmicFormat: ImportFormat = {
  id: 'rithmic',
  label: 'Rithmic R|Trader (order history)',
  detect,
  parse,
};
