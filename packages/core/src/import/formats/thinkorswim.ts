// thinkorswim's Account Statement export: one CSV holding several sections, each with a title
// line and its own header. Fills come from "Account Trade History" (multi-leg spreads list their
// legs on the following rows, under the first leg's time); their commissions and fees only appear
// on the matching TRD rows of "Cash Balance", which also holds the deposits, withdrawals,
// dividends and interest. Dates are US month-first with two-digit years, naive in the zone the
// platform was set to.
import { parseFutureSymbol, parseOptionSymbol } from '../../journal/instrument-symbols.ts';
import type { DelimitedRow } from '../delimited.ts';
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
import type { AssetClass } from '../../trades/trade-form.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readPrice, readQuantity, readSide } from '../values.ts';
import { MONTH_NAMES } from '../../journal/instrument-defaults.ts';
import { optionEventFill } from '../option-events.ts';
import { deliveryPrice, optionRemoval, stockDelivery } from './thinkorswim-deliveries.ts';

const TRADES = 'account trade history';
const CASH = 'cash balance';
const DEPOSIT_TYPES = new Set(['EFN', 'WIN', 'WOU', 'ACH']);
const SKIPPED_KINDS: Record<string, string> = {
  DOI: 'dividend or interest',
  ADJ: 'adjustment',
  JRN: 'journal',
  BAL: 'balance',
  RAD: 'receive and deliver',
  FEE: 'fee',
};

interface Section {
  header: DelimitedRow;
  rows: DelimitedRow[];
}

/** The rows under each section title ("Cash Balance", "Account Trade History"), by title. */
function sections(rows: readonly DelimitedRow[]): Map<string, Section> {
  const found = new Map<string, Section>();
  let current: Section | null = null;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (!row) continue;
    const filled = row.cells.filter((cell) => cell.trim() !== '');
    const title = filled.length === 1 ? (filled[0] ?? '').trim().toLowerCase() : '';
    const next = rows[i + 1];
    if (title !== '' && next && next.cells.filter((cell) => cell.trim() !== '').length > 2) {
      current = { header: next, rows: [] };
      found.set(title, current);
      i++;
      continue;
    }
    if (filled.length === 1) current = null;
    else current?.rows.push(row);
  }
  return found;
}

function detect(sample: ImportSample): number {
  const head = sample.head.slice(0, 4096).toLowerCase();
  if (!head.startsWith('account statement for')) return 0;
  return head.includes(CASH) || head.includes(TRADES) ? 1 : 0.7;
}

/** `AAPL`, `20 MAR 26`, `190`, `CALL` as core's option symbol. */
function optionSymbol(root: string, expiry: string, strike: string, right: string): string | null {
  const match = /^(\d{1,2}) ([A-Z]{3}) (\d{2})$/.exec(expiry.trim().toUpperCase());
  if (!match) return null;
  const [, day = '', monthName = '', year = ''] = match;
  const month = MONTH_NAMES.indexOf(monthName) + 1;
  if (month === 0) return null;
  const date = `${year}${String(month).padStart(2, '0')}${day.padStart(2, '0')}`;
  return (
    parseOptionSymbol(`${root} ${date}${right.toUpperCase().startsWith('P') ? 'P' : 'C'}${strike}`)?.symbol ??
    null
  );
}

/** Key of a TRD cash row or a fill: when, which way, how many, what ("BOT +100 AAPL @187.25"). */
function tradeKey(time: string, side: 'buy' | 'sell', quantity: number): string {
  return `${time}|${side}|${quantity}`;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const found = sections(input.rows);
  const stamp = compileTimestampFormat('M/D/YY H:mm:ss');
  const costs = new Map<string, { commission: number; fees: number }[]>();

  const cash = found.get(CASH);
  if (cash) {
    const columns = new Columns(cash.header.cells);
    for (const row of cash.rows) {
      const { line } = row;
      const type = columns.cell(row, 'TYPE').toUpperCase();
      const description = columns.cell(row, 'DESCRIPTION');
      const when = `${columns.cell(row, 'DATE')} ${columns.cell(row, 'TIME')}`;
      // The section's closing TOTAL line sums the rows above it.
      if (columns.cell(row, 'DATE') === '' && description.toUpperCase() === 'TOTAL') continue;
      const removal = type === 'RAD' ? optionRemoval(description) : null;
      if (type === 'TRD') {
        const trade = /^(BOT|SOLD) ([+-]?[\d,.]+) /.exec(description);
        const commission = readCost(columns.cell(row, 'Commissions & Fees'));
        const fees = readCost(columns.cell(row, 'Misc Fees'), '.', 'fee');
        const time = sink.time(line, 'TIME', when, stamp);
        const quantity = trade ? parseNumber(trade[2] ?? '') : null;
        if (!time || !trade || quantity === null || !commission.ok || !fees.ok) continue;
        // The stock an assignment delivers is not in Account Trade History: this row is its fill.
        const delivery = stockDelivery(description);
        const amount = parseNumber(columns.cell(row, 'AMOUNT'));
        if (delivery && amount !== null) {
          const price = deliveryPrice(amount, commission.value + fees.value, delivery.quantity);
          if (price > 0)
            sink.add({
              time,
              symbol: delivery.symbol,
              side: delivery.side,
              quantity: delivery.quantity,
              price,
              commission: commission.value,
              fees: fees.value,
              assetClass: 'stock',
              event: delivery.event,
            });
          continue;
        }
        const key = tradeKey(time, trade[1] === 'BOT' ? 'buy' : 'sell', Math.abs(quantity));
        const cost = { commission: commission.value, fees: fees.value };
        const listed = costs.get(key);
        if (listed) listed.push(cost);
        else costs.set(key, [cost]);
      } else if (removal) {
        const time = sink.time(line, 'TIME', when, stamp);
        const symbol = optionSymbol(removal.root, removal.expiry, removal.strike, removal.right);
        if (time && symbol)
          sink.add(
            optionEventFill(
              {
                time,
                symbol,
                side: removal.side,
                quantity: removal.quantity,
                commission: 0,
                fees: 0,
                assetClass: 'option',
                multiplier: removal.multiplier,
              },
              removal.event,
            ),
          );
        else if (time)
          sink.error(line, 'TRADE-001', `The option in "${description}" cannot be read`, 'DESCRIPTION');
      } else if (DEPOSIT_TYPES.has(type)) {
        const amount = parseNumber(columns.cell(row, 'AMOUNT'));
        const time = sink.time(line, 'TIME', when, stamp);
        if (time && amount !== null && amount !== 0)
          sink.cashTransactions.push({
            line,
            time,
            amount: Math.abs(amount),
            kind: amount > 0 ? 'deposit' : 'withdrawal',
          });
      } else {
        sink.skipped.push({
          line,
          kind: SKIPPED_KINDS[type] ?? (type.toLowerCase() || 'unknown'),
          description,
        });
      }
    }
  }

  const trades = found.get(TRADES);
  if (!trades) {
    sink.warnings.push({ message: 'The statement has no Account Trade History section: no fills to read' });
    return sink.output();
  }
  const columns = new Columns(trades.header.cells);
  let lastTime = '';
  let unmatched = 0;
  for (const row of trades.rows) {
    const { line } = row;
    const timeText = columns.cell(row, 'Exec Time') || lastTime;
    lastTime = timeText;
    const root = columns.cell(row, 'Symbol');
    const type = columns.cell(row, 'Type').toUpperCase();
    const time = sink.time(line, 'Exec Time', timeText, stamp);
    const sideText = columns.cell(row, 'Side');
    const side = readSide(sideText);
    if (!side) sink.error(line, 'VALIDATION-002', `"${sideText}" is not buy or sell`, 'Side');
    const quantity = sink.check(line, 'Qty', readQuantity(columns.cell(row, 'Qty')));
    const price = sink.check(line, 'Price', readPrice(columns.cell(row, 'Price')));
    let symbol = root;
    let assetClass: AssetClass = 'stock';
    if (type === 'CALL' || type === 'PUT') {
      assetClass = 'option';
      const option = optionSymbol(root, columns.cell(row, 'Exp'), columns.cell(row, 'Strike'), type);
      if (option) symbol = option;
      else
        sink.error(
          line,
          'TRADE-001',
          `The option ${root} ${columns.cell(row, 'Exp')} ${columns.cell(row, 'Strike')} ${type} cannot be read`,
          'Exp',
        );
    } else if (type === 'FUTURE' || root.startsWith('/')) {
      assetClass = 'future';
      symbol = parseFutureSymbol(root)?.symbol ?? root.replace(/^\//, '');
    }
    if (root === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'Symbol');
    if (sink.failed(line) || !time || !side || quantity === undefined || price === undefined) continue;
    const size = Math.abs(quantity);
    const cost = costs.get(tradeKey(time, side, size))?.shift();
    if (!cost) unmatched++;
    const execution: ImportedExecution = {
      time,
      symbol,
      side,
      quantity: size,
      price,
      commission: cost?.commission ?? 0,
      fees: cost?.fees ?? 0,
      assetClass,
    };
    const effect = columns.cell(row, 'Pos Effect').toUpperCase();
    if (effect === 'TO OPEN') execution.positionEffect = 'open';
    if (effect === 'TO CLOSE') execution.positionEffect = 'close';
    sink.add(execution);
  }
  if (unmatched > 0)
    sink.warnings.push({
      message: `${unmatched} fills have no matching TRD row in the Cash Balance section: their commissions and fees are 0`,
    });
  return sink.output();
}

export const thinkorswimFormat: ImportFormat = {
  id: 'thinkorswim',
  label: 'thinkorswim (account statement)',
  detect,
  parse,
};
