// What an equity chart says under itself, so its figures can be checked against the KPIs beside it:
// an account curve adds its start, its trading and its cash flows up to its end; a curve of some
// trades (a playbook, a tag, a filter on strategies, tags or asset classes) is their net P&L alone.
import type { AnalyticsFilter, EquityPoint, EquityReconciliation } from '@edgelog/core';
import { formatCount, formatMoney, toneLabel, toneOf } from './format';

export type CurveKind = 'account' | 'trades';

/**
 * A filter that picks trades inside accounts (by strategy, tag or asset class) charts those trades
 * alone: the accounts' balances and cash flows are not theirs.
 */
export function curveKindOf(
  filter: Pick<AnalyticsFilter, 'strategyIds' | 'tagIds' | 'assetClasses'>,
): CurveKind {
  return filter.strategyIds.length > 0 || filter.tagIds.length > 0 || filter.assetClasses.length > 0
    ? 'trades'
    : 'account';
}

const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** "Start $10,000.00 + net P&L −$2,731.78 + deposits +$1,500.00 + withdrawals −$354.54 = end $8,413.68". */
export function accountCaption(story: EquityReconciliation, currency: string): string {
  const parts = [
    `Start ${formatMoney(story.start, currency)}`,
    `net P&L ${formatMoney(story.netPnl, currency, true)}`,
  ];
  if (story.deposits !== 0) parts.push(`deposits ${formatMoney(story.deposits, currency, true)}`);
  if (story.withdrawals !== 0) parts.push(`withdrawals ${formatMoney(story.withdrawals, currency, true)}`);
  return `${parts.join(' + ')} = end ${formatMoney(story.end, currency)}`;
}

/** The account curve for a screen reader: the caption, and the trading's tone (never a deposit's). */
export function accountSummary(story: EquityReconciliation | null, currency: string): string {
  if (story === null) return 'No closed trades.';
  const flows = story.flows.length;
  const flowWords =
    flows === 0
      ? ''
      : ` ${count(flows, 'deposit or withdrawal', 'deposits and withdrawals')} marked on the line.`;
  return `${accountCaption(story, currency)}. Trading: ${toneLabel(toneOf(story.netPnl))}.${flowWords}`;
}

/** "Net P&L of 12 trades: +$996.00, from zero" of a curve of trades (its first point is the start). */
export function tradesCaption(curve: readonly EquityPoint[], currency: string): string {
  const last = curve[curve.length - 1];
  if (last === undefined || curve.length < 2) return 'No closed trades.';
  const pnl = last.equity;
  return `Net P&L of ${count(curve.length - 1, 'trade', 'trades')}: ${formatMoney(pnl, currency, true)} (${toneLabel(
    toneOf(pnl),
  )}), counted from zero; account balances and cash flows are not part of it`;
}
