// The Crypto.com App's crypto transactions export: one row per movement with its time in UTC, a
// description, the coin and signed amount, the coin or money it became ("To Currency", "To
// Amount"), its worth in the account's native currency, and the transaction kind. Four kinds are
// trades: buying a coin with the card or bank money (crypto_purchase, viban_purchase), swapping
// coins (crypto_exchange) and selling a coin for money (crypto_viban_exchange); each is one fill
// of the pair the two sides make. The export states no fee. Everything else (rewards, cashback,
// staking locks, transfers to the exchange, deposits and withdrawals of coins, card top-ups, the
// locks and releases of limit orders) moves coins without a trade and is skipped with its kind.
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
import { swapFill, noteNoTrades } from './coin-swaps.ts';

const SIGNATURE = [
  'Timestamp (UTC)',
  'Transaction Description',
  'Currency',
  'Amount',
  'To Currency',
  'To Amount',
  'Native Currency',
  'Native Amount',
  'Native Amount (in USD)',
  'Transaction Kind',
];
const TIME = compileTimestampFormat('YYYY-MM-DD HH:mm:ss');
/** Kinds whose "To" side is what the coin was swapped for. */
const SWAPS = new Set(['viban_purchase', 'crypto_exchange', 'crypto_viban_exchange']);

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('Transaction Kind', 'Native Amount', 'To Currency') ? columns.share(SIGNATURE) : 0;
}

function skippedKind(kind: string): string {
  if (/reward|cashback|bonus|interest|rebate|reimbursement|gift|airdrop/.test(kind)) return 'reward';
  if (/deposit|withdraw|transfer/.test(kind)) return 'transfer';
  // Before staking's "lock": a limit order's cash is locked and unlocked too.
  if (/limit_order/.test(kind)) return 'limit order';
  if (/lockup|stake|lock/.test(kind)) return 'staking';
  if (/dust|swap/.test(kind)) return 'conversion';
  return kind || 'unknown';
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink('UTC');
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  for (const row of rows) {
    const { line } = row;
    const kind = columns.cell(row, 'Transaction Kind').toLowerCase();
    const description = columns.cell(row, 'Transaction Description');
    if (kind !== 'crypto_purchase' && !SWAPS.has(kind)) {
      sink.skipped.push({ line, kind: skippedKind(kind), description });
      continue;
    }
    const coin = columns.cell(row, 'Currency').toUpperCase();
    const amount = parseNumber(columns.cell(row, 'Amount'));
    const [otherAsset, otherColumn] = SWAPS.has(kind)
      ? ['To Currency', 'To Amount']
      : ['Native Currency', 'Native Amount'];
    const other = columns.cell(row, otherAsset).toUpperCase();
    const otherAmount = parseNumber(columns.cell(row, otherColumn));
    if (coin === '' || amount === null || amount === 0)
      sink.error(
        line,
        'TRADE-003',
        `"${columns.cell(row, 'Amount')} ${coin}" is not an amount of a coin`,
        'Amount',
      );
    if (other === '' || otherAmount === null || otherAmount === 0)
      sink.error(
        line,
        'TRADE-003',
        `"${description}" does not say how much ${other || 'of what'} it traded for`,
        otherColumn,
      );
    const time = sink.time(line, 'Timestamp (UTC)', columns.cell(row, 'Timestamp (UTC)'), TIME);
    if (sink.failed(line) || amount === null || otherAmount === null || !time) continue;
    // A purchase's coin comes in; a swap's coin goes out for the "To" side.
    const mine = { asset: coin, amount };
    const theirs = { asset: other, amount: otherAmount };
    const fill =
      kind === 'crypto_purchase'
        ? swapFill({ time, gave: theirs, got: mine })
        : swapFill({ time, gave: mine, got: theirs });
    sink.add(fill);
  }
  noteNoTrades(
    sink,
    'This Crypto.com export holds rewards, transfers and other movements only, no purchases, sales or swaps',
  );
  return sink.output();
}

export const cryptocomFormat: ImportFormat = {
  id: 'cryptocom',
  label: 'Crypto.com App (crypto transactions)',
  detect,
  parse,
};
