// Interactive Brokers' Flex Query as XML (Reports > Flex Queries, format XML): a
// <FlexQueryResponse> holding one <FlexStatement> per account, each with the sections the query
// chose. Trades are read from the Trades section (ibkr-flex-xml-trades.ts), or, in a query made
// of the Statement of Funds alone, from its trade lines (ibkr-flex-xml-funds.ts); deposits and
// withdrawals from Cash Transactions. A download cut short is refused whole: half a statement
// would import as if it were all of it.
import {
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { flexNoTrades } from './ibkr-no-trades.ts';
import { flexFormatOf, flexTimeLayout, type FlexTimeLayout } from './ibkr-flex-times.ts';
import { attr, readFlexDocument, type FlexElement } from './ibkr-flex-xml-document.ts';
import { fundsTimeText, readFlexFunds } from './ibkr-flex-xml-funds.ts';
import { readFlexTrades, TRADE_TAGS, tradeTimeText } from './ibkr-flex-xml-trades.ts';
import { statedWithinFile } from './ibkr-stated-pnl.ts';
import { addCash } from './statement-rows.ts';

const ROOT = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<FlexQueryResponse[\s>]/;
const CASH_KINDS: Array<[RegExp, string]> = [
  [/withholding/i, 'withholding tax'],
  [/dividend/i, 'dividend'],
  [/interest/i, 'interest'],
  [/commission/i, 'commission adjustment'],
  [/fee/i, 'fee'],
];

function detect(sample: ImportSample): number {
  return ROOT.test(sample.head.replace(/^\uFEFF/, '')) ? 1 : 0;
}

function cashTimeText(element: FlexElement): string {
  return attr(element, 'dateTime', 'settleDate', 'reportDate');
}

function timeTexts(elements: readonly FlexElement[]): string[] {
  const texts: string[] = [];
  for (const element of elements) {
    if (TRADE_TAGS.has(element.tag)) texts.push(tradeTimeText(element));
    else if (element.tag === 'StatementOfFundsLine') texts.push(fundsTimeText(element));
    else if (element.tag === 'CashTransaction') texts.push(cashTimeText(element));
  }
  return texts;
}

function readCashTransactions(
  sink: ImportSink,
  elements: readonly FlexElement[],
  layout: FlexTimeLayout | null,
): void {
  for (const element of elements) {
    // Summary rows repeat the detail rows of the same section.
    if (element.tag !== 'CashTransaction' || attr(element, 'levelOfDetail').toUpperCase() === 'SUMMARY')
      continue;
    const { line } = element;
    const type = attr(element, 'type');
    const amount = parseNumber(attr(element, 'amount')) ?? 0;
    if (/deposit|withdraw/i.test(type) && amount !== 0) {
      const text = cashTimeText(element);
      const time = sink.time(line, 'dateTime', text, layout ? flexFormatOf(layout, text) : null);
      if (!time) continue;
      addCash(sink, line, time, amount, {
        currency: attr(element, 'currency'),
        accountRef: attr(element, 'accountId') || element.statementAccount,
      });
      continue;
    }
    const kind = CASH_KINDS.find(([pattern]) => pattern.test(type))?.[1] ?? (type.toLowerCase() || 'cash');
    sink.skipped.push({
      line,
      kind,
      description: `${attr(element, 'description')} ${attr(element, 'amount')}`.trim(),
    });
  }
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const document = readFlexDocument(input.text.replace(/^\uFEFF/, ''));
  if ('broken' in document) {
    const refusal =
      document.broken === 'cut off'
        ? `${input.fileName} is cut off: the XML ends before the statement does. Download it again from Reports > Flex Queries.`
        : `${input.fileName} is not a readable Flex Query: its XML is broken. Download it again from Reports > Flex Queries.`;
    return { ...sink.output(), refusal };
  }
  const { elements } = document;
  const layout = flexTimeLayout(timeTexts(elements));
  if (layout?.warning) sink.warnings.push({ message: layout.warning });
  if (!layout && elements.length > 0)
    sink.warnings.push({
      message: 'The dates of this Flex Query are in a layout the importer does not know',
    });
  const hasTrades = elements.some((element) => TRADE_TAGS.has(element.tag));
  const hasCash = elements.some((element) => element.tag === 'CashTransaction');
  const closes = readFlexTrades(sink, elements, layout);
  if (!hasTrades && !hasCash) readFlexFunds(sink, elements, layout);
  else
    for (const element of elements)
      if (element.tag === 'StatementOfFundsLine')
        sink.skipped.push({
          line: element.line,
          kind: 'statement of funds',
          description:
            `${attr(element, 'activityDescription')} (listed in the Trades or Cash Transactions section)`.trim(),
        });
  readCashTransactions(sink, elements, layout);
  const checked = statedWithinFile(sink.executions, closes);
  for (const stated of checked.stated) sink.statePnl(stated);
  sink.warnings.push(...checked.warnings);
  sink.skipped.sort((a, b) => a.line - b.line);
  if (sink.executions.length === 0 && sink.rowErrors.length === 0) {
    const cancelled = sink.skipped.some((row) => row.kind === 'cancelled execution');
    sink.noTrades = cancelled
      ? `${input.fileName} holds no trades to import: IBKR cancelled every execution it lists.`
      : flexNoTrades(input.fileName, sink.skipped, sink.cashTransactions);
  }
  return sink.output();
}

export const ibkrFlexXmlFormat: ImportFormat = {
  id: 'ibkr-flex-xml',
  label: 'Interactive Brokers (Flex Query XML)',
  detect,
  parse,
};
