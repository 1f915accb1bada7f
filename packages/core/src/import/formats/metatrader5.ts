// MetaTrader 5's Trade History Report (History tab > Report, saved as HTML or as an Open XML
// workbook), or its Deals table saved as CSV. The report opens with title rows (name, account
// "5012345 (USD, Server, real, Hedge)", company, date) and holds sections, each a title row and
// a header: Positions, Orders, Deals, then the results. The Deals section is read: every deal in
// time order, trades (buy / sell, in lots) with their direction (in opens, out and out by close,
// in/out reverses) mixed with balance operations. Balance deals are deposits or withdrawals by
// their sign; credit, bonus, charges and the rest are skipped, never errors. A closing deal's
// Profit (in the account's currency, before commission, fee and swap) is stated P&L; the fills'
// multiplier comes from those profits (metatrader-instruments.ts). Times are the broker server's,
// naive: the file's zone is the server's zone.
import type { DelimitedRow } from '../delimited.ts';
import {
  Columns,
  ImportSink,
  columnTimeFormat,
  headerKey,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readPrice, readQuantity } from '../values.ts';
import { readHtmlRows } from './html-table.ts';
import { inferContractSizes, metaTraderInstrument, type ClosedPosition } from './metatrader-instruments.ts';

const SIGNATURE = [
  'Time',
  'Deal',
  'Symbol',
  'Type',
  'Direction',
  'Volume',
  'Price',
  'Order',
  'Commission',
  'Swap',
  'Profit',
  'Balance',
];
const POSITIONS_SIGNATURE = ['Time', 'Position', 'Symbol', 'Type', 'Volume', 'Price', 'S / L', 'T / P'];
/** Section titles after the Deals table. */
const AFTER_DEALS = /^(open positions|working orders|summary|results|orders|positions)\b/i;

function isDealsHeader(row: DelimitedRow): boolean {
  return new Columns(row.cells).has('Deal', 'Direction', 'Swap');
}

function isHtml(text: string): boolean {
  return /<table/i.test(text.slice(0, 65_536));
}

function detect(sample: ImportSample): number {
  const rows = isHtml(sample.head) ? readHtmlRows(sample.head) : sample.rows;
  const deals = rows.find(isDealsHeader);
  if (deals) return new Columns(deals.cells).share(SIGNATURE);
  // A long report's Deals table lies beyond the sample: its title and Positions header say what it is.
  const titled = rows.slice(0, 5).some((row) => /^trade history report$/i.test(row.cells[0] ?? ''));
  const positions = rows.find((row) => new Columns(row.cells).has('Position', 'S / L', 'T / P', 'Swap'));
  return titled && positions ? 0.9 * new Columns(positions.cells).share(POSITIONS_SIGNATURE) : 0;
}

/** The account currency from the title rows ("Account: 5012345 (USD, Server, real, Hedge)"). */
function reportCurrency(rows: readonly DelimitedRow[]): string | null {
  for (const row of rows.slice(0, TITLE_ROWS)) {
    const text = row.cells.join(' ');
    const match = /Account:?\s*\S*\s*\(([A-Z]{3})\b/.exec(text);
    if (match) return match[1] ?? null;
  }
  return null;
}

/** The Deals header and its rows, up to the next section. */
function dealRows(rows: readonly DelimitedRow[]): { columns: Columns; rows: DelimitedRow[] } | null {
  const at = rows.findIndex(isDealsHeader);
  const header = rows[at];
  if (!header) return null;
  const body: DelimitedRow[] = [];
  for (const row of rows.slice(at + 1)) {
    if (AFTER_DEALS.test(row.cells[0] ?? '')) break;
    body.push(row);
  }
  return { columns: new Columns(header.cells), rows: body };
}

/** The title rows a report's account line is among. */
const TITLE_ROWS = 10;

/**
 * The rows of an HTML report that matter: its title rows and its Deals table on. The Positions and
 * Orders tables before the Deals one hold as many rows again, so a long report is read from the
 * Deals header's row (the one table with a Direction column); the whole report when that row
 * cannot be told.
 */
function reportRows(html: string): DelimitedRow[] {
  const direction = html.search(/>\s*Direction\s*</);
  const rowStart =
    direction === -1 ? -1 : Math.max(html.lastIndexOf('<tr', direction), html.lastIndexOf('<TR', direction));
  if (rowStart <= 0) return readHtmlRows(html);
  const deals = readHtmlRows(html, rowStart);
  if (deals[0] === undefined || !isDealsHeader(deals[0])) return readHtmlRows(html);
  const titles = readHtmlRows(html.slice(0, Math.min(rowStart, 65_536))).slice(0, TITLE_ROWS);
  return [...titles, ...deals];
}

interface Lot {
  quantity: number;
  price: number;
}

/**
 * The positions the closing deals end, for the contract size: each closing deal takes the
 * earliest open lots of its symbol (the Deals table does not name the position), so its open
 * price is theirs, averaged.
 */
class OpenLots {
  private readonly lots = new Map<string, { side: 'buy' | 'sell'; queue: Lot[] }>();

  open(symbol: string, side: 'buy' | 'sell', quantity: number, price: number): void {
    const held = this.lots.get(symbol);
    if (!held || held.queue.length === 0) this.lots.set(symbol, { side, queue: [{ quantity, price }] });
    else held.queue.push({ quantity, price });
  }

  /** The open side, average open price and quantity closed of `quantity`, or null when nothing is open. */
  close(symbol: string, quantity: number): { side: 'buy' | 'sell'; price: number; quantity: number } | null {
    const held = this.lots.get(symbol);
    if (!held || held.queue.length === 0) return null;
    let left = quantity;
    let cost = 0;
    while (left > 1e-12 && held.queue.length > 0) {
      const lot = held.queue[0];
      if (!lot) break;
      const taken = Math.min(lot.quantity, left);
      cost += taken * lot.price;
      left -= taken;
      lot.quantity -= taken;
      if (lot.quantity <= 1e-12) held.queue.shift();
    }
    const closed = quantity - left;
    return closed > 0 ? { side: held.side, price: cost / closed, quantity: closed } : null;
  }
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const all = isHtml(input.text) ? reportRows(input.text) : input.rows;
  const found = dealRows(all);
  if (!found) {
    sink.warnings.push({
      message: `${input.fileName} has no Deals table: save the report with its Deals section, or the Deals tab`,
    });
    return sink.output();
  }
  const { columns, rows } = found;
  const currency = reportCurrency(all);
  const format = columnTimeFormat(
    () => rows.filter((row) => columns.cell(row, 'Deal') !== '').map((row) => columns.cell(row, 'Time')),
    undefined,
    sink,
  );
  let swap = 0;
  let swapDeals = 0;
  const executions: ImportedExecution[] = [];
  const positions: ClosedPosition[] = [];
  const open = new OpenLots();
  for (const row of rows) {
    const { line } = row;
    // The totals row under the table and the report's spacer rows carry no deal.
    if (columns.cell(row, 'Deal') === '') continue;
    const type = columns.cell(row, 'Type').toLowerCase();
    const comment = columns.cell(row, 'Comment');
    if (type !== 'buy' && type !== 'sell') {
      const profitText = columns.cell(row, 'Profit');
      const amount = parseNumber(profitText);
      if (type === 'balance' && amount !== null && amount !== 0) {
        const time = sink.time(line, 'Time', columns.cell(row, 'Time'), format);
        if (time)
          sink.cashTransactions.push({
            line,
            time,
            amount: Math.abs(amount),
            ...(currency === null ? {} : { currency }),
            kind: amount > 0 ? 'deposit' : 'withdrawal',
          });
      } else {
        const what = comment === '' ? profitText : `${profitText} (${comment})`;
        sink.skipped.push({
          line,
          kind: type === '' ? 'unknown' : type,
          description: `${type} ${what}`.trim(),
        });
      }
      continue;
    }
    const item = columns.cell(row, 'Symbol');
    if (item === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'Symbol');
    const time = sink.time(line, 'Time', columns.cell(row, 'Time'), format);
    const lots = sink.check(line, 'Volume', readQuantity(columns.cell(row, 'Volume')));
    const price = sink.check(line, 'Price', readPrice(columns.cell(row, 'Price')));
    const commission = sink.check(line, 'Commission', readCost(columns.cell(row, 'Commission')));
    const fees = sink.check(line, 'Fee', readCost(columns.cell(row, 'Fee'), '.', 'fee'));
    if (sink.failed(line) || !time || lots === undefined || price === undefined) continue;
    const rowSwap = parseNumber(columns.cell(row, 'Swap')) ?? 0;
    if (rowSwap !== 0) {
      swap += rowSwap;
      swapDeals++;
    }
    const instrument = metaTraderInstrument(item);
    const quantity = Math.abs(lots);
    const direction = headerKey(columns.cell(row, 'Direction'));
    const closes = direction === 'out' || direction === 'out by' || direction === 'in/out';
    const profit = parseNumber(columns.cell(row, 'Profit')) ?? 0;
    const execution: ImportedExecution = {
      time,
      symbol: instrument.symbol,
      side: type,
      quantity,
      price,
      commission: commission ?? 0,
      fees: fees ?? 0,
      assetClass: instrument.assetClass,
      ...(currency === null ? {} : { currency }),
    };
    const deal = columns.cell(row, 'Deal');
    const order = columns.cell(row, 'Order');
    if (deal !== '') execution.brokerExecutionId = deal;
    if (order !== '') execution.orderId = order;
    // A reversal (in/out) both closes and opens: it is neither.
    if (direction === 'in') execution.positionEffect = 'open';
    else if (direction === 'out' || direction === 'out by') execution.positionEffect = 'close';
    executions.push(execution);
    let reopened = direction === 'in' ? quantity : 0;
    if (closes) {
      const opened = open.close(instrument.symbol, quantity);
      // A reversal opens what it sells or buys beyond the position it closes.
      if (direction === 'in/out') reopened = quantity - (opened?.quantity ?? 0);
      sink.statePnl({ line, amount: profit, basis: 'gross', symbol: instrument.symbol });
      if (opened)
        positions.push({
          line,
          ...instrument,
          side: opened.side,
          lots: opened.quantity,
          openPrice: opened.price,
          closePrice: price,
          profit,
        });
    }
    if (reopened > 1e-12) open.open(instrument.symbol, type, reopened, price);
  }
  const sizes = inferContractSizes(positions, currency);
  for (const execution of executions) {
    const multiplier = sizes.multipliers.get(execution.symbol);
    sink.add(multiplier === undefined ? execution : { ...execution, multiplier });
  }
  sink.warnings.push(...sizes.warnings);
  if (swapDeals > 0) {
    sink.warnings.push({
      message: `Swap of ${Math.round(swap * 100) / 100} on ${swapDeals} deals is financing, not a fill cost: it is not in the fills' commissions or fees`,
    });
  }
  if (executions.length === 0 && sink.rowErrors.length === 0)
    sink.noTrades = 'This report holds no buy or sell deals, only balance operations';
  return sink.output();
}

export const metatrader5Format: ImportFormat = {
  id: 'metatrader5',
  label: 'MetaTrader 5 (Trade History Report)',
  detect,
  parse,
};
