// Kraken's ledgers export: every change of a balance is a row, so one trade is two rows sharing
// a reference id (the asset spent, negative; the asset got, positive), each with the fee taken
// from its asset. They are joined into one fill of the pair the two assets make. "spend" and
// "receive" pairs (Kraken's Buy Crypto button) are trades too. Deposits and withdrawals of money
// are account transactions, of coins skipped transfers; staking, margin and the rest are skipped.
import { FIAT_CURRENCIES } from '../../journal/instrument-defaults.ts';
import { Columns, ImportSink, type FormatInput, type FormatOutput } from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import { feeInQuote, swapFill } from './coin-swaps.ts';
import { addCash } from './statement-rows.ts';

export const LEDGER_SIGNATURE = [
  'txid',
  'refid',
  'time',
  'type',
  'subtype',
  'aclass',
  'asset',
  'amount',
  'fee',
  'balance',
];
const TIME = compileTimestampFormat('YYYY-MM-DD HH:mm:ss');
const LEGACY: Record<string, string> = {
  XXBT: 'BTC',
  XBT: 'BTC',
  XETH: 'ETH',
  XLTC: 'LTC',
  XXRP: 'XRP',
  XXLM: 'XLM',
  XXMR: 'XMR',
  XETC: 'ETC',
  XREP: 'REP',
  XZEC: 'ZEC',
  XMLN: 'MLN',
  XXDG: 'DOGE',
  XDG: 'DOGE',
  ZUSD: 'USD',
  ZEUR: 'EUR',
  ZGBP: 'GBP',
  ZCAD: 'CAD',
  ZJPY: 'JPY',
  ZAUD: 'AUD',
  ZCHF: 'CHF',
};
const TRADES = new Set(['trade', 'spend', 'receive']);

/** Kraken's asset code as the coin or currency it names ("XXBT" is BTC, "EUR.HOLD" is EUR). */
export function krakenAsset(code: string): string {
  const plain = code.trim().toUpperCase().split('.')[0] ?? '';
  return LEGACY[plain] ?? plain;
}

interface Leg {
  line: number;
  time: string;
  asset: string;
  amount: number;
  fee: number;
}

export function parseLedger(input: FormatInput): FormatOutput {
  const sink = new ImportSink('UTC');
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const trades = new Map<string, Leg[]>();
  for (const row of rows) {
    const { line } = row;
    const type = columns.cell(row, 'type').toLowerCase();
    const asset = krakenAsset(columns.cell(row, 'asset'));
    const amountText = columns.cell(row, 'amount');
    const amount = parseNumber(amountText);
    const fee = parseNumber(columns.cell(row, 'fee') || '0');
    if (amount === null)
      sink.error(line, 'TRADE-003', `The amount "${amountText}" is not a number`, 'amount');
    if (fee === null)
      sink.error(line, 'VALIDATION-010', `The fee "${columns.cell(row, 'fee')}" is not a number`, 'fee');
    if (amount === null || fee === null) continue;
    const isTrade = TRADES.has(type);
    const isCash = (type === 'deposit' || type === 'withdrawal') && FIAT_CURRENCIES.has(asset);
    if (!isTrade && !isCash) {
      sink.skipped.push({
        line,
        kind:
          type === 'deposit' || type === 'withdrawal' || type === 'transfer' ? 'transfer' : type || 'unknown',
        description: `${columns.cell(row, 'type')} ${amountText} ${asset}`.trim(),
      });
      continue;
    }
    const time = sink.time(line, 'time', columns.cell(row, 'time'), TIME);
    if (!time) continue;
    if (isCash) {
      addCash(sink, line, time, amount, { currency: asset });
      continue;
    }
    const refid = columns.cell(row, 'refid');
    const legs = trades.get(refid) ?? [];
    legs.push({ line, time, asset, amount, fee });
    trades.set(refid, legs);
  }
  for (const [refid, legs] of trades) {
    const gave = legs.find((leg) => leg.amount < 0);
    const got = legs.find((leg) => leg.amount > 0);
    const first = legs[0];
    if (legs.length !== 2 || !gave || !got || !first) {
      sink.error(
        first?.line ?? 0,
        'TRADE-001',
        `Trade ${refid} has ${legs.length} ledger rows here, not the two a trade has (the asset spent and the asset got)`,
        'refid',
      );
      continue;
    }
    const fill = swapFill({ time: first.time, gave, got });
    for (const leg of legs) fill.commission += feeInQuote(sink, leg.line, fill, leg.fee, leg.asset);
    fill.commission = Math.round(fill.commission * 1e10) / 1e10;
    // A trade's ledger rows refer to its txid, the id the trades export gives the same fill.
    fill.brokerExecutionId = refid;
    sink.add(fill);
  }
  sink.rowErrors.sort((a, b) => a.line - b.line);
  return sink.output();
}
