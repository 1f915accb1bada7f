// CoinTracking's trade table export (Enter Coins > Export > CSV): one row per transaction with
// its type, what was bought and sold (each amount followed by a "Cur." column: the header has
// three of them), the fee and its currency, the exchange, and the date, written "DD.MM.YYYY
// HH:mm:ss" or "YYYY-MM-DD HH:mm:ss" row by row, in the account's zone. A "Trade" is a swap of the
// two amounts, one fill of the pair they make (money or the bigger coin as the quote). Deposits
// and withdrawals of money are account transactions, of coins skipped transfers; income, staking,
// gifts and the rest are skipped with their type.
import { FIAT_CURRENCIES } from '../../journal/instrument-defaults.ts';
import type { DelimitedRow } from '../delimited.ts';
import {
  Columns,
  ImportSink,
  headerKey,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import { feeInQuote, swapFill, noteNoTrades } from './coin-swaps.ts';
import { addCash } from './statement-rows.ts';

const SIGNATURE = ['Type', 'Buy', 'Cur.', 'Sell', 'Fee', 'Exchange', 'Group', 'Comment', 'Date'];
const DAY_FIRST = compileTimestampFormat('DD.MM.YYYY HH:mm:ss');
const ISO = compileTimestampFormat('YYYY-MM-DD HH:mm:ss');

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  const currencies = header.cells.filter((cell) => headerKey(cell) === 'cur.').length;
  return currencies === 3 && columns.has('Buy', 'Sell', 'Fee') ? columns.share(SIGNATURE) : 0;
}

interface Amount {
  asset: string;
  amount: number;
}

/** The amount under `name` and its asset in the "Cur." column right after it. */
function amountAt(row: DelimitedRow, header: readonly string[], name: string): Amount | null {
  const at = header.findIndex((cell) => headerKey(cell) === headerKey(name));
  if (at < 0) return null;
  const amount = parseNumber((row.cells[at] ?? '').trim());
  const asset = (row.cells[at + 1] ?? '').trim().toUpperCase();
  return amount === null ? null : { asset, amount };
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  for (const row of rows) {
    const { line } = row;
    const type = columns.cell(row, 'Type');
    const kind = type.toLowerCase();
    const bought = amountAt(row, header.cells, 'Buy');
    const sold = amountAt(row, header.cells, 'Sell');
    const dateText = columns.cell(row, 'Date');
    // Written one way or the other row by row, so each row is read in the layout it fits.
    const time = (): string | undefined =>
      sink.time(line, 'Date', dateText, DAY_FIRST.regex.test(dateText) ? DAY_FIRST : ISO);
    if (kind === 'trade') {
      if (!bought || bought.asset === '' || bought.amount === 0)
        sink.error(line, 'TRADE-003', 'The amount bought or its currency is missing', 'Buy');
      if (!sold || sold.asset === '' || sold.amount === 0)
        sink.error(line, 'TRADE-003', 'The amount sold or its currency is missing', 'Sell');
      const at = time();
      if (sink.failed(line) || !bought || !sold || !at) continue;
      const fill = swapFill({ time: at, gave: sold, got: bought });
      const fee = amountAt(row, header.cells, 'Fee');
      if (fee) fill.commission = feeInQuote(sink, line, fill, fee.amount, fee.asset);
      const id = columns.cell(row, 'Tx-ID') || columns.cell(row, 'Trade ID');
      if (id !== '') fill.brokerExecutionId = id;
      const exchange = columns.cell(row, 'Exchange');
      if (exchange !== '') fill.accountRef = exchange;
      sink.add(fill);
      continue;
    }
    const moved = kind === 'deposit' ? bought : kind === 'withdrawal' ? sold : null;
    if (moved && FIAT_CURRENCIES.has(moved.asset)) {
      const at = time();
      if (at)
        addCash(sink, line, at, kind === 'withdrawal' ? -Math.abs(moved.amount) : Math.abs(moved.amount), {
          currency: moved.asset,
        });
      continue;
    }
    const what = bought ?? sold;
    sink.skipped.push({
      line,
      kind: kind === 'deposit' || kind === 'withdrawal' ? 'transfer' : kind || 'unknown',
      description: `${type} ${what ? `${what.amount} ${what.asset}` : ''}`.trim(),
    });
  }
  noteNoTrades(sink, 'This CoinTracking export holds deposits, withdrawals and income only, no trades');
  return sink.output();
}

export const cointrackingFormat: ImportFormat = {
  id: 'cointracking',
  label: 'CoinTracking (trade table)',
  detect,
  parse,
};
