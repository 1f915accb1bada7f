// Investimental's order journal (Bucharest Stock Exchange, CSV): one row per update of an order —
// New, Chg (changed), Fil (filled), OOT (expired), a change request and its outcome — each showing
// the order as it stands after the update: its limit Price, the Volume still to fill, the Value and
// estimated Fee of that remainder. Only Fil rows are fills, at the order's price. A fill's
// quantity is the volume left before it less the volume left after it; the last fill of an order
// (Status Inactive, Value 0) shows the volume it filled, as nothing is left. Its commission is
// likewise the drop of the remainder's fee. Last Trade ID names the fill, Order Number the order;
// the account's currency is written in Account Name ("NAME [RON]"). Times are naive, local.
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
import type { ImportedExecution } from '../types.ts';
import { readPrice, readSide } from '../values.ts';
import { roundMoney } from './statement-rows.ts';

const ORDER = 'Order Number';
const SIDE = 'Side';
const SYMBOL = 'Symbol';
const PRICE = 'Price';
const VOLUME = 'Volume';
const VALUE = 'Value';
const FEE = 'Fee';
const STATUS = 'Status';
const UPDATE = 'Update Type';
const TIME = 'Update Time';
const SIGNATURE = [
  'Order ID',
  ORDER,
  SIDE,
  'Exchange',
  SYMBOL,
  PRICE,
  VOLUME,
  VALUE,
  FEE,
  'Account ID',
  'Account Name',
  'Last Trade ID',
  STATUS,
  UPDATE,
  TIME,
  'Request Status',
];
const FORMAT = compileTimestampFormat('YYYY-MM-DD HH:mm:ss');

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has(ORDER, UPDATE, TIME, 'Last Trade ID') ? columns.share(SIGNATURE) : 0;
}

/** What an order has left to fill, as its last update showed. */
interface Remainder {
  volume: number;
  fee: number;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const orders = new Map<string, Remainder>();
  for (const row of rows) {
    const { line } = row;
    const order = columns.cell(row, ORDER);
    const update = columns.cell(row, UPDATE);
    const volume = parseNumber(columns.cell(row, VOLUME), '.');
    const fee = parseNumber(columns.cell(row, FEE), '.') ?? 0;
    const before = orders.get(order);
    if (update !== 'Fil') {
      // A change request's own rows show the order as it was, and what became of the request.
      if (columns.cell(row, 'Request Status') === '' && volume !== null) orders.set(order, { volume, fee });
      sink.skipped.push({
        line,
        kind: 'order update',
        description: [update, columns.cell(row, SIDE), columns.cell(row, SYMBOL), columns.cell(row, VOLUME)]
          .filter((part) => part !== '')
          .join(' '),
      });
      continue;
    }
    const sideText = columns.cell(row, SIDE);
    const side = readSide(sideText);
    if (!side) sink.error(line, 'VALIDATION-002', `"${sideText}" is not a buy or a sell`, SIDE);
    const symbol = columns.cell(row, SYMBOL);
    if (symbol === '') sink.error(line, 'TRADE-001', 'The symbol is missing', SYMBOL);
    const time = sink.time(line, TIME, columns.cell(row, TIME), FORMAT);
    const price = sink.check(line, PRICE, readPrice(columns.cell(row, PRICE)));
    const done = parseNumber(columns.cell(row, VALUE), '.') === 0;
    const left = done ? 0 : volume;
    const filled = done ? volume : before && left !== null ? before.volume - left : null;
    if (filled === null || !(filled > 0))
      sink.error(
        line,
        'TRADE-003',
        before
          ? `The volume left (${columns.cell(row, VOLUME)}) is not below the ${String(before.volume)} left before this fill`
          : `The order ${order} has no earlier row giving its volume, so this fill's quantity is not known`,
        VOLUME,
      );
    if (sink.failed(line) || !side || !time || price === undefined || !filled) continue;
    const feeLeft = done ? 0 : fee;
    const commission = before ? Math.max(0, before.fee - feeLeft) : feeLeft;
    orders.set(order, { volume: left ?? 0, fee: feeLeft });
    const currency = /\[([A-Z]{3})\]\s*$/.exec(columns.cell(row, 'Account Name'))?.[1];
    const account = columns.cell(row, 'Account ID');
    const tradeId = columns.cell(row, 'Last Trade ID');
    const execution: ImportedExecution = {
      time,
      symbol,
      side,
      quantity: filled,
      price,
      commission: roundMoney(commission),
      fees: 0,
      assetClass: 'stock',
      ...(currency ? { currency } : {}),
      ...(tradeId !== '' && tradeId !== '0' ? { brokerExecutionId: tradeId } : {}),
      ...(order !== '' ? { orderId: order } : {}),
      ...(account !== '' ? { accountRef: account } : {}),
    };
    sink.add(execution);
  }
  return sink.output();
}

export const investimentalFormat: ImportFormat = {
  id: 'investimental',
  label: 'Investimental (order journal)',
  detect,
  parse,
};
