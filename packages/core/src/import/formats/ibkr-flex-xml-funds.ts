// A Flex Query's Statement of Funds: one <StatementOfFundsLine/> per cash movement. A query made
// of this section alone still lists every trade (activity BUY, SELL, SHORT, EXE, ASSIGN, EXP with
// buySell, tradeQuantity and tradePrice), and those are read as fills; deposits and withdrawals
// are cash rows; interest, dividends and the rest are skipped with their kind. Lines in the base
// currency (levelOfDetail BaseCurrency) carry the trade's price in its own currency but its
// commission in the base one: where the query also broke the lines out by currency, only those
// are read; else each commission is converted at the rate the line's gross amount shows.
import type { ImportSink } from '../format.ts';
import { parseNumber } from '../numbers.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readMultiplier, readPrice } from '../values.ts';
import { flexAssetClass, flexEvent, flexSymbol } from './ibkr-flex-fields.ts';
import { flexFormatOf, type FlexTimeLayout } from './ibkr-flex-times.ts';
import { attr, type FlexElement } from './ibkr-flex-xml-document.ts';
import { addCash } from './statement-rows.ts';

const TAG = 'StatementOfFundsLine';
const EVENTS: Record<string, string> = { EXE: 'Ex', ASSIGN: 'A', EXP: 'Ep' };
const KINDS: Record<string, string> = {
  CINT: 'interest',
  DINT: 'interest',
  BINT: 'interest',
  INTR: 'interest',
  DIV: 'dividend',
  PIL: 'dividend',
  FRTAX: 'withholding tax',
  WHT: 'withholding tax',
  OFEE: 'fee',
  FEE: 'fee',
  ADJ: 'adjustment',
  CORP: 'corporate action',
  DEP: 'deposit',
  WITH: 'withdrawal',
};

export function fundsTimeText(element: FlexElement): string {
  return attr(element, 'date', 'reportDate');
}

function isTrade(element: FlexElement): boolean {
  return attr(element, 'buySell') !== '' && (parseNumber(attr(element, 'tradeQuantity')) ?? 0) !== 0;
}

/** Base currency per unit of the trade's currency, from the line's gross and its price. */
function rateOf(element: FlexElement, quantity: number, price: number, multiplier: number): number | null {
  const gross = Math.abs(parseNumber(attr(element, 'tradeGross')) ?? 0);
  const value = Math.abs(quantity) * price * multiplier;
  return gross > 0 && value > 0 ? gross / value : null;
}

export function readFlexFunds(
  sink: ImportSink,
  elements: readonly FlexElement[],
  layout: FlexTimeLayout | null,
): void {
  const all = elements.filter((element) => element.tag === TAG);
  const byCurrency = all.some((element) => attr(element, 'levelOfDetail').toUpperCase() === 'CURRENCY');
  const lines = byCurrency
    ? all.filter((element) => attr(element, 'levelOfDetail').toUpperCase() !== 'BASECURRENCY')
    : all;
  const inBase =
    !byCurrency && all.some((element) => attr(element, 'levelOfDetail').toUpperCase() === 'BASECURRENCY');
  let lastRate: number | null = null;
  let converted = 0;
  for (const element of lines) {
    const { line } = element;
    const timeText = fundsTimeText(element);
    const code = attr(element, 'activityCode').toUpperCase();
    const description = attr(element, 'activityDescription');
    if (!isTrade(element)) {
      const amount = parseNumber(attr(element, 'amount')) ?? 0;
      // Transfers between an account's own segments ("System Transfer") move no money in or out.
      if ((code === 'DEP' || code === 'WITH') && amount !== 0 && !/^system transfer/i.test(description)) {
        const time = sink.time(line, 'date', timeText, layout ? flexFormatOf(layout, timeText) : null);
        if (!time) continue;
        addCash(sink, line, time, amount, {
          currency: attr(element, 'currency'),
          accountRef: attr(element, 'accountId') || element.statementAccount,
        });
      } else if (code !== '' || description !== '') {
        const kind = /^system transfer/i.test(description)
          ? 'transfer'
          : (KINDS[code] ?? (/balance/i.test(description) ? 'balance' : 'other'));
        sink.skipped.push({ line, kind, description: `${description} ${attr(element, 'amount')}`.trim() });
      }
      continue;
    }
    const category = attr(element, 'assetCategory');
    const assetClass = flexAssetClass(category);
    if (!assetClass) {
      sink.error(
        line,
        'VALIDATION-002',
        `"${category}" is not an asset category the importer knows`,
        'assetCategory',
      );
      continue;
    }
    const symbolText = attr(element, 'symbol');
    if (symbolText === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'symbol');
    const time = sink.time(line, 'date', timeText, layout ? flexFormatOf(layout, timeText) : null);
    const quantity = parseNumber(attr(element, 'tradeQuantity')) ?? 0;
    const event = flexEvent(attr(element, 'tradeCode') || (EVENTS[code] ?? ''));
    const priceText = attr(element, 'tradePrice');
    const price =
      event !== undefined && parseNumber(priceText) === 0
        ? 0
        : sink.check(line, 'tradePrice', readPrice(priceText));
    const commission = sink.check(line, 'tradeCommission', readCost(attr(element, 'tradeCommission')));
    const fees = sink.check(line, 'tradeTax', readCost(attr(element, 'tradeTax'), '.', 'tax'));
    const multiplierRead = readMultiplier(attr(element, 'multiplier'));
    const multiplier = multiplierRead?.ok ? multiplierRead.value : undefined;
    if (sink.failed(line) || !time || price === undefined) continue;
    let rate: number | null = 1;
    if (inBase) {
      rate = rateOf(element, quantity, price, multiplier ?? 1) ?? lastRate;
      if (rate !== null) lastRate = rate;
      if (rate !== null && rate !== 1 && (commission ?? 0) + (fees ?? 0) > 0) converted++;
    }
    const inTradeCurrency = (amount: number): number =>
      rate === null || rate === 1 ? amount : Math.round((amount / rate) * 1e8) / 1e8;
    const fill: ImportedExecution = {
      time,
      symbol: flexSymbol(symbolText, category, {
        underlying: attr(element, 'underlyingSymbol'),
        expiry: attr(element, 'expiry'),
        putCall: attr(element, 'putCall'),
        strike: attr(element, 'strike'),
      }),
      side: attr(element, 'buySell').toUpperCase().startsWith('SELL') || quantity < 0 ? 'sell' : 'buy',
      quantity: Math.abs(quantity),
      price,
      commission: inTradeCurrency(commission ?? 0),
      fees: inTradeCurrency(fees ?? 0),
      assetClass,
    };
    if (multiplier !== undefined) fill.multiplier = multiplier;
    else if (assetClass === 'forex') fill.multiplier = 1;
    // In the base currency the line's currency is the base one, not the trade's.
    if (!inBase && attr(element, 'currency') !== '') fill.currency = attr(element, 'currency');
    if (attr(element, 'tradeID') !== '') fill.brokerExecutionId = attr(element, 'tradeID');
    if (attr(element, 'orderID') !== '') fill.orderId = attr(element, 'orderID');
    const account = attr(element, 'accountId') || element.statementAccount;
    if (account !== '') fill.accountRef = account;
    if (event) fill.event = event;
    sink.add(fill);
  }
  if (converted > 0)
    sink.warnings.push({
      message: `This Statement of Funds is in the account's base currency: the commissions of ${String(converted)} trades were converted into the trade's currency at the rate each line's gross amount shows. Break the Statement of Funds out by currency in the Flex Query for IBKR's own figures.`,
    });
}
