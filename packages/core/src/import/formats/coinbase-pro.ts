// Coinbase Pro's (later Coinbase Exchange's) reports. The account statement is a ledger: one trade
// is two "match" rows (the coin got, the coin given) and a "fee" row, tied by their trade id, so
// they are joined into one fill; deposits and withdrawals of money are account transactions,
// of coins skipped transfers. The fills statement is one row per fill with its product, side,
// size, price and fee (in the quote currency). Times are UTC with a "Z".
import { FIAT_CURRENCIES } from '../../journal/instrument-defaults.ts';
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
import { readCost, readPrice, readQuantity, readSide } from '../values.ts';
import { feeInQuote, swapFill, noteNoTrades } from './coin-swaps.ts';
import { addCash } from './statement-rows.ts';

const LEDGER = [
  'portfolio',
  'type',
  'amount',
  'balance',
  'amount/balance unit',
  'transfer id',
  'trade id',
  'order id',
];
const FILLS = [
  'portfolio',
  'trade id',
  'product',
  'side',
  'created at',
  'size',
  'size unit',
  'price',
  'fee',
  'total',
  'price/fee/total unit',
];
const TIME = compileTimestampFormat('YYYY-MM-DDTHH:mm:ssZ');

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  if (columns.has('amount/balance unit', 'trade id', 'type')) return columns.share(LEDGER);
  if (columns.has('price/fee/total unit', 'size unit')) return columns.share(FILLS);
  return 0;
}

interface Match {
  line: number;
  time: string;
  legs: { asset: string; amount: number }[];
  fees: { asset: string; amount: number; line: number }[];
  order: string;
}

function parseLedger(rows: readonly DelimitedRow[], columns: Columns, sink: ImportSink): void {
  const timeColumn = columns.find('time', 'timestamp');
  const trades = new Map<string, Match>();
  for (const row of rows) {
    const { line } = row;
    const type = columns.cell(row, 'type').toLowerCase();
    const asset = columns.cell(row, 'amount/balance unit').toUpperCase();
    const amountText = columns.cell(row, 'amount');
    const amount = parseNumber(amountText);
    const tradeId = columns.cell(row, 'trade id');
    if (amount === null) {
      sink.error(line, 'TRADE-003', `The amount "${amountText}" is not a number`, 'amount');
      continue;
    }
    if (type === 'match' || (type === 'fee' && tradeId !== '')) {
      const time = sink.time(line, timeColumn, columns.cell(row, timeColumn), TIME);
      if (!time) continue;
      const key = `${tradeId}|${columns.cell(row, 'order id')}`;
      const trade = trades.get(key) ?? {
        line,
        time,
        legs: [],
        fees: [],
        order: columns.cell(row, 'order id'),
      };
      trades.set(key, trade);
      if (type === 'match') trade.legs.push({ asset, amount });
      else trade.fees.push({ asset, amount, line });
      continue;
    }
    if ((type === 'deposit' || type === 'withdrawal') && FIAT_CURRENCIES.has(asset)) {
      const time = sink.time(line, timeColumn, columns.cell(row, timeColumn), TIME);
      if (time)
        addCash(sink, line, time, type === 'withdrawal' ? -Math.abs(amount) : Math.abs(amount), {
          currency: asset,
        });
      continue;
    }
    sink.skipped.push({
      line,
      kind: type === 'deposit' || type === 'withdrawal' ? 'transfer' : type || 'unknown',
      description: `${type} ${amountText} ${asset}`.trim(),
    });
  }
  for (const [key, trade] of trades) {
    const gave = trade.legs.find((leg) => leg.amount < 0);
    const got = trade.legs.find((leg) => leg.amount > 0);
    if (trade.legs.length !== 2 || !gave || !got) {
      sink.error(
        trade.line,
        'TRADE-001',
        `Trade ${key.split('|')[0] ?? ''} has ${trade.legs.length} "match" rows here, not the two a trade has (the coin got and the coin given)`,
        'type',
      );
      continue;
    }
    const fill = swapFill({ time: trade.time, gave, got });
    for (const fee of trade.fees) fill.commission += feeInQuote(sink, fee.line, fill, fee.amount, fee.asset);
    // Named as the fills statement names the same fill, so either report matches the other's.
    fill.brokerExecutionId = `${fill.symbol.replace('/', '-')}:${key.split('|')[0] ?? ''}`;
    if (trade.order !== '') fill.orderId = trade.order;
    sink.add(fill);
  }
}

function parseFills(rows: readonly DelimitedRow[], columns: Columns, sink: ImportSink): void {
  for (const row of rows) {
    const { line } = row;
    const product = columns.cell(row, 'product').toUpperCase();
    const [base = '', quote = ''] = product.split('-');
    if (base === '' || quote === '') sink.error(line, 'TRADE-001', `"${product}" is not a pair`, 'product');
    const sideText = columns.cell(row, 'side');
    const side = readSide(sideText);
    if (!side) sink.error(line, 'VALIDATION-002', `"${sideText}" is not buy or sell`, 'side');
    const time = sink.time(line, 'created at', columns.cell(row, 'created at'), TIME);
    const quantity = sink.check(line, 'size', readQuantity(columns.cell(row, 'size')));
    const price = sink.check(line, 'price', readPrice(columns.cell(row, 'price')));
    const fee = sink.check(line, 'fee', readCost(columns.cell(row, 'fee'), '.', 'fee'));
    if (sink.failed(line) || !side || !time || quantity === undefined || price === undefined) continue;
    const fill = {
      time,
      symbol: `${base}/${quote}`,
      side,
      quantity: Math.abs(quantity),
      price,
      commission: 0,
      fees: 0,
      assetClass: 'crypto' as const,
      currency: quote,
      brokerExecutionId: `${product}:${columns.cell(row, 'trade id')}`,
    };
    fill.commission = feeInQuote(sink, line, fill, fee ?? 0, columns.cell(row, 'price/fee/total unit'));
    sink.add(fill);
  }
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink('UTC');
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  if (columns.has('product')) parseFills(rows, columns, sink);
  else parseLedger(rows, columns, sink);
  // A ledger trade's fault is found once its rows are joined, after later rows' faults.
  sink.rowErrors.sort((a, b) => a.line - b.line);
  noteNoTrades(
    sink,
    'This Coinbase Pro statement holds deposits, withdrawals and other movements only, no trades',
  );
  return sink.output();
}

export const coinbaseProFormat: ImportFormat = {
  id: 'coinbase-pro',
  label: 'Coinbase Pro (account or fills statement)',
  detect,
  parse,
};
