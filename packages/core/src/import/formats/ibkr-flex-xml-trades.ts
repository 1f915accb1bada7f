// The Trades section of a Flex XML (and the Trade Confirmations of a confirmation query): one
// <Trade levelOfDetail="EXECUTION"/> per execution. <Order/> rows sum an order's executions and
// are read only when the query holds no executions; closed lots and summaries repeat trades and
// are skipped. IBKR cancels a busted execution with a row of its own ("BUY (Ca.)", the quantity
// reversed): the execution and its cancellation are both left out, as neither happened.
import type { ImportSink } from '../format.ts';
import type { ImportedExecution, StatedPnl } from '../types.ts';
import { readCost, readMultiplier, readPrice, readQuantity } from '../values.ts';
import { parseNumber } from '../numbers.ts';
import { flexAssetClass, flexEvent, flexPositionEffect, flexSymbol } from './ibkr-flex-fields.ts';
import { flexFormatOf, type FlexTimeLayout } from './ibkr-flex-times.ts';
import { attr, type FlexElement } from './ibkr-flex-xml-document.ts';
import type { StatedClose } from './ibkr-stated-pnl.ts';

export const TRADE_TAGS = new Set(['Trade', 'Order', 'Lot', 'TradeConfirm', 'SymbolSummary', 'AssetSummary']);

interface Read {
  element: FlexElement;
  fill: ImportedExecution;
  /** Signed as the row writes it, to match a cancellation with what it cancels. */
  signed: number;
  stated?: StatedPnl;
}

function levelOf(element: FlexElement): string {
  const level = attr(element, 'levelOfDetail').toUpperCase();
  if (level !== '') return level;
  if (element.tag === 'Order') return 'ORDER';
  if (element.tag === 'Lot') return 'CLOSED_LOT';
  if (element.tag === 'SymbolSummary' || element.tag === 'AssetSummary') return 'SUMMARY';
  return 'EXECUTION';
}

/** The date and time text of a trade row: one attribute, or the date and the time apart. */
export function tradeTimeText(element: FlexElement): string {
  const joined = attr(element, 'dateTime');
  if (joined !== '') return joined;
  const date = attr(element, 'tradeDate', 'date', 'reportDate');
  const time = attr(element, 'tradeTime');
  return time === '' ? date : `${date};${time}`;
}

function isCancellation(element: FlexElement): boolean {
  return /\(Ca\.?\)/i.test(attr(element, 'buySell')) || /Cancel$/i.test(attr(element, 'transactionType'));
}

function readRow(sink: ImportSink, element: FlexElement, layout: FlexTimeLayout | null): Read | undefined {
  const { line } = element;
  const category = attr(element, 'assetCategory');
  const assetClass = flexAssetClass(category);
  if (!assetClass) {
    sink.error(
      line,
      'VALIDATION-002',
      `"${category}" is not an asset category the importer knows`,
      'assetCategory',
    );
    return undefined;
  }
  const symbolText = attr(element, 'symbol');
  if (symbolText === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'symbol');
  const timeText = tradeTimeText(element);
  const time = layout
    ? sink.time(line, 'dateTime', timeText, flexFormatOf(layout, timeText))
    : sink.time(line, 'dateTime', timeText, null);
  const quantity = sink.check(line, 'quantity', readQuantity(attr(element, 'quantity')));
  const event = flexEvent(attr(element, 'notes', 'code'), attr(element, 'transactionType'));
  const priceText = attr(element, 'tradePrice', 'price');
  // An option assigned, exercised or expired leaves at 0: its premium is its whole result.
  const price =
    event !== undefined && parseNumber(priceText) === 0
      ? 0
      : sink.check(line, 'tradePrice', readPrice(priceText));
  const commission = sink.check(line, 'ibCommission', readCost(attr(element, 'ibCommission', 'commission')));
  const fees = sink.check(line, 'taxes', readCost(attr(element, 'taxes', 'tax'), '.', 'tax'));
  const multiplier = readMultiplier(attr(element, 'multiplier'));
  if (multiplier && !multiplier.ok) sink.error(line, multiplier.code, multiplier.message, 'multiplier');
  if (sink.failed(line) || !time || quantity === undefined || price === undefined) return undefined;
  const side = attr(element, 'buySell').toUpperCase().startsWith('SELL') || quantity < 0 ? 'sell' : 'buy';
  const fill: ImportedExecution = {
    time,
    symbol: flexSymbol(symbolText, category, {
      underlying: attr(element, 'underlyingSymbol'),
      expiry: attr(element, 'expiry'),
      putCall: attr(element, 'putCall'),
      strike: attr(element, 'strike'),
    }),
    side,
    quantity: Math.abs(quantity),
    price,
    commission: commission ?? 0,
    fees: fees ?? 0,
    assetClass,
  };
  // Forex quantities are units of the base currency, not lots.
  if (multiplier?.ok) fill.multiplier = multiplier.value;
  else if (assetClass === 'forex') fill.multiplier = 1;
  const currency = attr(element, 'currency');
  if (currency !== '') fill.currency = currency;
  const executionId = attr(element, 'ibExecID', 'execID', 'tradeID', 'transactionID');
  if (executionId !== '') fill.brokerExecutionId = executionId;
  const orderId = attr(element, 'ibOrderID', 'orderID');
  if (orderId !== '') fill.orderId = orderId;
  const accountRef = attr(element, 'accountId') || element.statementAccount;
  if (accountRef !== '') fill.accountRef = accountRef;
  const effect = flexPositionEffect(attr(element, 'openCloseIndicator'));
  if (effect) fill.positionEffect = effect;
  if (event) fill.event = event;
  const read: Read = { element, fill, signed: quantity };
  const realised = parseNumber(attr(element, 'fifoPnlRealized'));
  if (realised !== null && (realised !== 0 || effect === 'close'))
    read.stated = { line, amount: realised, basis: 'net', symbol: fill.symbol, ...accountOf(fill) };
  return read;
}

function accountOf(fill: ImportedExecution): { accountRef?: string } {
  return fill.accountRef === undefined ? {} : { accountRef: fill.accountRef };
}

/** A row's contract, account, signed quantity and price, as a cancellation reversing it writes them. */
function rowKey(contract: string, read: Read, signed: number): string {
  // Quantities match within 1e-9, as IBKR writes them with at most a few decimals.
  return `${contract}\u0000${read.fill.accountRef ?? ''}\u0000${signed.toFixed(9)}\u0000${read.fill.price}`;
}

/**
 * The rows a cancellation can reverse, looked up instead of searched (a statement with many
 * cancellations would otherwise compare each with every row): by trade id when the cancellation
 * names one, else by the same row reversed — the same contract (its conid, or its symbol when the
 * cancellation has no conid), account, quantity and price. The first row in file order that no
 * earlier cancellation took is the one reversed.
 */
class CancellableRows {
  private readonly byId = new Map<string, Read[]>();
  private byRow: Map<string, Read[]> | null = null;
  /** Where each list's first row not yet taken may be: rows are taken first to last. */
  private readonly from = new Map<Read[], number>();

  constructor(private readonly reads: readonly Read[]) {
    for (const read of reads) {
      const id = attr(read.element, 'tradeID');
      if (id !== '') listIn(this.byId, id).push(read);
    }
  }

  /** The rows by contract, account, quantity and price, built when a cancellation names no id. */
  private rows(): Map<string, Read[]> {
    if (this.byRow !== null) return this.byRow;
    const byRow = new Map<string, Read[]>();
    for (const read of this.reads) {
      const conid = attr(read.element, 'conid');
      if (conid !== '') listIn(byRow, rowKey(`c:${conid}`, read, read.signed)).push(read);
      listIn(byRow, rowKey(`s:${read.fill.symbol}`, read, read.signed)).push(read);
    }
    return (this.byRow = byRow);
  }

  take(cancel: Read, taken: Set<Read>): Read | undefined {
    const origId = attr(cancel.element, 'origTradeID');
    const conid = attr(cancel.element, 'conid');
    const candidates =
      origId !== '' && origId !== '0'
        ? this.byId.get(origId)
        : this.rows().get(
            rowKey(conid !== '' ? `c:${conid}` : `s:${cancel.fill.symbol}`, cancel, -cancel.signed),
          );
    if (candidates === undefined) return undefined;
    let at = this.from.get(candidates) ?? 0;
    while (at < candidates.length && taken.has(candidates[at] as Read)) at++;
    this.from.set(candidates, at);
    const original = candidates[at];
    if (original) taken.add(original);
    return original;
  }
}

function listIn(map: Map<string, Read[]>, key: string): Read[] {
  let list = map.get(key);
  if (list === undefined) map.set(key, (list = []));
  return list;
}

/** Reads the trade rows into `sink`; returns the closes (with what they state) for the P&L check. */
export function readFlexTrades(
  sink: ImportSink,
  elements: readonly FlexElement[],
  layout: FlexTimeLayout | null,
): StatedClose[] {
  const rows = elements.filter((element) => TRADE_TAGS.has(element.tag));
  const hasExecutions = rows.some((element) => levelOf(element) === 'EXECUTION');
  const reads: Read[] = [];
  const cancellations: Read[] = [];
  for (const element of rows) {
    const level = levelOf(element);
    if (level !== (hasExecutions ? 'EXECUTION' : 'ORDER')) {
      sink.skipped.push({
        line: element.line,
        kind: 'summary',
        description: `${level.toLowerCase().replace('_', ' ')} row of ${attr(element, 'symbol') || 'the statement'}: its executions are listed apart`,
      });
      continue;
    }
    const read = readRow(sink, element, layout);
    if (read) (isCancellation(element) ? cancellations : reads).push(read);
  }
  const cancelled = new Set<Read>();
  const originals = new CancellableRows(reads);
  for (const cancel of cancellations) {
    const original = originals.take(cancel, cancelled);
    const what = `${cancel.fill.symbol} ${String(Math.abs(cancel.signed))} @ ${String(cancel.fill.price)}`;
    sink.skipped.push({
      line: cancel.element.line,
      kind: 'cancellation',
      description: `IBKR cancelled ${what}`,
    });
    if (original) {
      sink.skipped.push({
        line: original.element.line,
        kind: 'cancelled execution',
        description: `${what}, cancelled by IBKR`,
      });
    } else
      sink.warnings.push({
        line: cancel.element.line,
        message: `IBKR cancelled an execution of ${what} from an earlier statement: delete that fill from the journal if it was imported`,
      });
  }
  const closes: StatedClose[] = [];
  for (const read of reads) {
    if (cancelled.has(read)) continue;
    sink.add(read.fill);
    if (read.stated || read.fill.positionEffect === 'close')
      closes.push(read.stated ? { fill: read.fill, stated: read.stated } : { fill: read.fill });
  }
  return closes;
}
