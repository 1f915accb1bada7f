// OFX and QFX investment statements: the "Quicken / OFX" download of E*TRADE, Fidelity, Schwab,
// Vanguard and most US brokers (QFX is OFX with Quicken's tags added). Recognised by the OFX header
// or root, whatever the broker, in both the SGML (1.x) and XML (2.x) forms. Each INVSTMTRS is one
// account's statement; its SECLIST names the securities its transactions point at by CUSIP. A
// download cut short is refused whole: half a statement would import as if it were all of it.
import {
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import {
  impliedClosingSide,
  markDeliveries,
  optionEventFill,
  PositionsInTime,
  type OptionEvent,
} from '../option-events.ts';
import { parseNumber } from '../numbers.ts';
import { noTradesSentence } from '../result-notes.ts';
import { child, descendants, leaf, readOfxDocument, type OfxNode } from './ofx-document.ts';
import { readSecurities } from './ofx-securities.ts';
import { readTransactions, type PendingClosure } from './ofx-transactions.ts';

const HEAD = /^\s*(?:OFXHEADER\s*:|<\?xml[^>]*\?>\s*<\?OFX\s|<OFX>)/i;
const EVENTS: Record<string, OptionEvent> = { EXPIRE: 'expiry', ASSIGN: 'assignment', EXERCISE: 'exercise' };

function detect(sample: ImportSample): number {
  return HEAD.test(sample.head.replace(/^\uFEFF/, '')) ? 1 : 0;
}

/** Warnings for responses the broker's server marked as failed (STATUS CODE other than 0). */
function statusWarnings(sink: ImportSink, statuses: readonly OfxNode[]): void {
  for (const status of statuses) {
    const code = leaf(status, 'CODE');
    if (code === '' || code === '0') continue;
    const message = leaf(status, 'MESSAGE');
    sink.warnings.push({
      line: status.line,
      message: `The broker marked part of this file as failed (OFX status ${code}${message === '' ? '' : `: ${message}`})`,
    });
  }
}

/** Closing fills for expired, assigned and exercised options, on the side that closes each position. */
function closeOptions(sink: ImportSink, closures: PendingClosure[]): void {
  const positions = new PositionsInTime(sink.executions);
  closures.sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  for (const closure of closures) {
    const { line, time, symbol, accountRef } = closure;
    const event = EVENTS[closure.action];
    if (!event) {
      sink.error(
        line,
        'VALIDATION-002',
        `"${closure.action}" is not an option closure OFX knows (EXPIRE, ASSIGN, EXERCISE)`,
        'OPTACTION',
      );
      continue;
    }
    // The file's own fills tell long from short; without them only an assignment or an exercise can.
    const side = positions.closingSide(symbol, time, accountRef || undefined) ?? impliedClosingSide(event);
    if (!side) {
      // Opened before the statement starts: there is no position here for it to close.
      sink.skipped.push({
        line,
        kind: 'expiration',
        description: `${symbol} expired (opened before this file)`,
      });
      continue;
    }
    const fill = optionEventFill(
      {
        time,
        symbol,
        side,
        quantity: Math.abs(closure.quantity),
        commission: 0,
        fees: 0,
        assetClass: 'option',
        multiplier: closure.multiplier,
        currency: closure.currency,
        ...(leaf(closure.node, 'INVTRAN', 'FITID') === ''
          ? {}
          : { brokerExecutionId: leaf(closure.node, 'INVTRAN', 'FITID') }),
        ...(accountRef === '' ? {} : { accountRef }),
      },
      event,
    );
    positions.add(fill);
    sink.add(fill);
    const gain = parseNumber(leaf(closure.node, 'GAIN'));
    if (gain !== null)
      sink.statePnl({
        line,
        amount: gain,
        basis: 'either',
        symbol,
        ...(accountRef === '' ? {} : { accountRef }),
      });
  }
  markDeliveries(sink.executions);
  sink.skipped.sort((a, b) => a.line - b.line);
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const document = readOfxDocument(input.text.replace(/^\uFEFF/, ''));
  if ('broken' in document) {
    const refusal =
      document.broken === 'cut off'
        ? `${input.fileName} is cut off: the OFX ends before the statement does. Download it again from the broker.`
        : `${input.fileName} is not a readable OFX file: its tags do not nest. Download it again from the broker.`;
    return { ...sink.output(), refusal };
  }
  const found = descendants(document.root, ['STATUS', 'INVSTMTRS', 'SECLIST']);
  statusWarnings(sink, found.get('STATUS') ?? []);
  const statements = found.get('INVSTMTRS') ?? [];
  if (statements.length === 0) {
    sink.noTrades = `${input.fileName} is a bank or card statement, not an investment one: download the brokerage account's activity as OFX/QFX instead.`;
    return sink.output();
  }
  const securities = readSecurities(found.get('SECLIST') ?? []);
  const closures: PendingClosure[] = [];
  for (const statement of statements) {
    const list = child(statement, 'INVTRANLIST');
    if (!list) continue;
    readTransactions(
      {
        sink,
        securities,
        accountRef: leaf(statement, 'INVACCTFROM', 'ACCTID'),
        currency: leaf(statement, 'CURDEF').toUpperCase() || 'USD',
      },
      list,
      closures,
    );
  }
  closeOptions(sink, closures);
  if (sink.executions.length === 0 && sink.rowErrors.length === 0)
    sink.noTrades = `${noTradesSentence(input.fileName, sink.skipped, sink.cashTransactions)} Download a date range that holds trades.`;
  return sink.output();
}

export const ofxFormat: ImportFormat = {
  id: 'ofx',
  label: 'OFX / QFX investment statement (Quicken download)',
  detect,
  parse,
};
