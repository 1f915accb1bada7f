// The transactions of one OFX investment statement (INVSTMTRS > INVTRANLIST): buys and sells of
// stocks, options, funds, bonds and others become fills; option closures (expired, assigned,
// exercised) closing fills at 0; bank transactions deposits and withdrawals; income and the rest
// skipped rows. What each element holds is OFX 2.1.1's INVTRANLIST definition.
import type { ImportSink } from '../format.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { parseNumber } from '../numbers.ts';
import { readCost, readPrice, readQuantity } from '../values.ts';
import { child, leaf, type OfxNode } from './ofx-document.ts';
import { securityKey, type Security } from './ofx-securities.ts';
import { addCash, roundMoney } from './statement-rows.ts';

export interface Statement {
  sink: ImportSink;
  securities: ReadonlyMap<string, Security>;
  accountRef: string;
  /** CURDEF: the currency of amounts that do not name one. */
  currency: string;
}

/** A closure waiting for the file's fills, to know which side closes its position. */
export interface PendingClosure {
  line: number;
  node: OfxNode;
  time: string;
  symbol: string;
  quantity: number;
  multiplier: number;
  accountRef: string;
  currency: string;
  action: string;
}

const OPEN_CLOSE: Record<string, 'open' | 'close'> = {
  BUYTOOPEN: 'open',
  BUYTOCLOSE: 'close',
  SELLTOOPEN: 'open',
  SELLTOCLOSE: 'close',
  BUYTOCOVER: 'close',
  SELLSHORT: 'open',
};
const TRADES = new Set([
  'BUYSTOCK',
  'SELLSTOCK',
  'BUYOPT',
  'SELLOPT',
  'BUYMF',
  'SELLMF',
  'BUYDEBT',
  'SELLDEBT',
  'BUYOTHER',
  'SELLOTHER',
]);
const INCOME_KINDS: Record<string, string> = {
  DIV: 'dividend',
  INTEREST: 'interest',
  CGLONG: 'capital gain distribution',
  CGSHORT: 'capital gain distribution',
  MISC: 'income',
};
const OTHER_KINDS: Record<string, string> = {
  REINVEST: 'reinvested income',
  MARGININTEREST: 'interest',
  TRANSFER: 'security transfer',
  SPLIT: 'split',
  JRNLSEC: 'journal',
  JRNLFUND: 'journal',
  RETOFCAP: 'return of capital',
};
const BANK_KINDS: Record<string, string> = {
  INT: 'interest',
  DIV: 'dividend',
  FEE: 'fee',
  SRVCHG: 'fee',
};
const TIME_FORMAT = compileTimestampFormat('YYYY-MM-DD HH:mm:ss');
const OFX_TIME =
  /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?(?:\.(\d+))?)?\s*(?:\[\s*([+-]?\d{1,2}(?:\.\d+)?)\s*(?::[^\]]*)?\])?$/;

function two(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * An OFX date-time (YYYYMMDDHHMMSS.XXX[-5:EST]) as ISO 8601. A date alone is the day in the
 * file's zone; a time without its [offset] is GMT, as OFX defines it.
 */
export function ofxTime(sink: ImportSink, line: number, column: string, text: string): string | undefined {
  const match = OFX_TIME.exec(text.trim());
  if (!match) {
    sink.error(
      line,
      'VALIDATION-008',
      `"${text}" is not an OFX date and time (YYYYMMDDHHMMSS[offset:zone])`,
      column,
    );
    return undefined;
  }
  const [, year = '', month = '', day = '', hour, minute = '00', second = '00', , offsetText] = match;
  let offset = '';
  if (offsetText !== undefined) {
    const minutes = Math.round(Number(offsetText) * 60);
    offset = `${minutes < 0 ? '-' : '+'}${two(Math.floor(Math.abs(minutes) / 60))}:${two(Math.abs(minutes) % 60)}`;
  } else if (hour !== undefined) offset = '+00:00';
  return sink.time(
    line,
    column,
    `${year}-${month}-${day} ${hour ?? '00'}:${minute}:${second}${offset}`,
    TIME_FORMAT,
  );
}

function currencyOf(node: OfxNode | undefined, fallback: string): string {
  return leaf(node, 'CURRENCY', 'CURSYM') || fallback;
}

/** A cost leaf as a number >= 0 (0 when absent); a negative one, a refund, is a row error. */
function cost(sink: ImportSink, line: number, node: OfxNode | undefined, tag: string): number | undefined {
  const text = leaf(node, tag);
  return text === '' ? 0 : sink.check(line, tag, readCost(text, '.', tag.toLowerCase()));
}

function readTrade(statement: Statement, node: OfxNode): void {
  const { sink, accountRef } = statement;
  const { line } = node;
  const side = node.tag.startsWith('BUY') ? 'buy' : 'sell';
  const detail = child(node, side === 'buy' ? 'INVBUY' : 'INVSELL');
  const security = statement.securities.get(securityKey(child(detail, 'SECID')));
  const id = leaf(detail, 'SECID', 'UNIQUEID');
  if (!security)
    sink.warnings.push({
      line,
      message: `Security ${id} is not in the file's security list: its id is used as the symbol`,
    });
  const symbol = security ? security.symbol : id;
  if (!symbol)
    sink.error(
      line,
      'TRADE-001',
      `The option ${security?.name ?? id} has no readable contract terms`,
      'SECID',
    );
  const time = ofxTime(sink, line, 'DTTRADE', leaf(detail, 'INVTRAN', 'DTTRADE'));
  const quantity = sink.check(line, 'UNITS', readQuantity(leaf(detail, 'UNITS')));
  const price = sink.check(line, 'UNITPRICE', readPrice(leaf(detail, 'UNITPRICE')));
  const commission = cost(sink, line, detail, 'COMMISSION');
  const costs = ['FEES', 'TAXES', 'LOAD'].map((tag) => cost(sink, line, detail, tag));
  if (sink.failed(line) || !symbol || !time || quantity === undefined || price === undefined) return;
  const isOption = node.tag.endsWith('OPT');
  const shares = parseNumber(leaf(node, 'SHPERCTRCT'));
  const effect =
    OPEN_CLOSE[
      leaf(
        node,
        isOption ? (side === 'buy' ? 'OPTBUYTYPE' : 'OPTSELLTYPE') : side === 'buy' ? 'BUYTYPE' : 'SELLTYPE',
      ).toUpperCase()
    ];
  const fill: ImportedExecution = {
    time,
    symbol,
    side,
    quantity: Math.abs(quantity),
    price,
    commission: commission ?? 0,
    fees: roundMoney(costs.reduce<number>((sum, value) => sum + (value ?? 0), 0)),
    assetClass: isOption ? 'option' : 'stock',
    currency: currencyOf(detail, statement.currency),
  };
  // Options: UNITS counts contracts, UNITPRICE is per share. Bonds: UNITS is face value and
  // UNITPRICE a percentage of it.
  if (isOption) fill.multiplier = shares !== null && shares > 0 ? shares : (security?.multiplier ?? 100);
  else if (node.tag.endsWith('DEBT')) fill.multiplier = 0.01;
  const fitid = leaf(detail, 'INVTRAN', 'FITID');
  if (fitid !== '') fill.brokerExecutionId = fitid;
  if (accountRef !== '') fill.accountRef = accountRef;
  if (effect) fill.positionEffect = effect;
  sink.add(fill);
  const gain = parseNumber(leaf(detail, 'GAIN'));
  if (gain !== null)
    sink.statePnl({
      line,
      amount: gain,
      basis: 'either',
      symbol,
      ...(accountRef === '' ? {} : { accountRef }),
    });
}

function readClosure(statement: Statement, node: OfxNode, closures: PendingClosure[]): void {
  const { sink, accountRef } = statement;
  const { line } = node;
  const security = statement.securities.get(securityKey(child(node, 'SECID')));
  const symbol = security?.symbol;
  if (!symbol)
    sink.error(
      line,
      'TRADE-001',
      `The option ${leaf(node, 'SECID', 'UNIQUEID')} is not in the file's security list`,
      'SECID',
    );
  const time = ofxTime(sink, line, 'DTTRADE', leaf(node, 'INVTRAN', 'DTTRADE'));
  const quantity = sink.check(line, 'UNITS', readQuantity(leaf(node, 'UNITS')));
  if (sink.failed(line) || !symbol || !time || quantity === undefined) return;
  const shares = parseNumber(leaf(node, 'SHPERCTRCT'));
  closures.push({
    line,
    node,
    time,
    symbol,
    quantity,
    multiplier: shares !== null && shares > 0 ? shares : (security.multiplier ?? 100),
    accountRef,
    currency: statement.currency,
    action: leaf(node, 'OPTACTION').toUpperCase(),
  });
}

function readBank(statement: Statement, node: OfxNode): void {
  const { sink, accountRef } = statement;
  const { line } = node;
  const transaction = child(node, 'STMTTRN');
  const type = leaf(transaction, 'TRNTYPE').toUpperCase();
  const amountText = leaf(transaction, 'TRNAMT');
  const amount = parseNumber(amountText);
  const words = [leaf(transaction, 'NAME'), leaf(transaction, 'MEMO')]
    .filter((part) => part !== '')
    .join(' ');
  const kind = BANK_KINDS[type];
  if (kind !== undefined || amount === null) {
    sink.skipped.push({ line, kind: kind ?? 'cash', description: `${words} ${amountText}`.trim() });
    return;
  }
  const time = ofxTime(sink, line, 'DTPOSTED', leaf(transaction, 'DTPOSTED'));
  if (time)
    addCash(sink, line, time, amount, { currency: currencyOf(transaction, statement.currency), accountRef });
}

/** Reads one INVTRANLIST's transactions; option closures are left in `closures` for later. */
export function readTransactions(statement: Statement, list: OfxNode, closures: PendingClosure[]): void {
  const { sink } = statement;
  for (const node of list.children) {
    if (node.tag === 'DTSTART' || node.tag === 'DTEND') continue;
    if (TRADES.has(node.tag)) readTrade(statement, node);
    else if (node.tag === 'CLOSUREOPT') readClosure(statement, node, closures);
    else if (node.tag === 'INVBANKTRAN') readBank(statement, node);
    else {
      const security = statement.securities.get(securityKey(child(node, 'SECID')));
      const kind =
        node.tag === 'INCOME'
          ? (INCOME_KINDS[leaf(node, 'INCOMETYPE').toUpperCase()] ?? 'income')
          : (OTHER_KINDS[node.tag] ?? node.tag.toLowerCase());
      const what = security?.symbol ?? leaf(node, 'SECID', 'UNIQUEID');
      const memo = leaf(node, 'INVTRAN', 'MEMO');
      sink.skipped.push({
        line: node.line,
        kind,
        description: [what, memo, leaf(node, 'TOTAL')].filter((part) => part !== '').join(' '),
      });
    }
  }
}
