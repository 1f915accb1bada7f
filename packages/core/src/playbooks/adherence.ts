// How closely the trades of a playbook kept its rules, and what breaking each one cost. Definitions:
// docs/metrics.md, "Playbooks".
import { parseInstant } from '../analytics/instant.ts';
import { toCents } from '../analytics/numbers.ts';
import { computeStatistics } from '../analytics/statistics.ts';
import type { AnalyticsTrade } from '../analytics/types.ts';
import { zoneClock } from '../analytics/zone-clock.ts';
import { plainAmount } from '../goals/format.ts';
import {
  MAX_RISK_RULE_ID,
  MAX_TRADES_PER_DAY_RULE_ID,
  type AdherenceGroup,
  type AdherenceOptions,
  type AdherenceReport,
  type CostBasis,
  type Playbook,
  type PlaybookRuleKind,
  type RuleAdherence,
} from './types.ts';

/**
 * A trade's standing on one rule: kept, broken, not to be told (a risk rule without a stop), or
 * not reviewed yet (a checklist the trader has not ticked).
 */
type Standing = 'followed' | 'broken' | 'unknown' | 'unreviewed';

/**
 * Whether the trader went through the trade's checklist: a checklist with nothing ticked is one
 * not reviewed yet, not one whose every rule was broken ("0 of 5 followed" would blame the trade for
 * a review never made). It stays out of the checklist's figures until a rule is ticked.
 */
export function checklistReviewed(followedRuleIds: readonly string[] | null | undefined): boolean {
  return (followedRuleIds ?? []).length > 0;
}

interface RuleCheck {
  id: string;
  text: string;
  kind: PlaybookRuleKind;
  standing: (trade: AnalyticsTrade) => Standing;
}

/**
 * The trades past the day's limit: the (N+1)th and later trade opened on one local day, in entry
 * order. Open trades count, as they were taken that day, though only closed ones are in the figures.
 */
export function tradesOverDailyLimit(
  trades: readonly AnalyticsTrade[],
  limit: number,
  timeZone: string,
): Set<AnalyticsTrade> {
  const clock = zoneClock(timeZone);
  const byDay = new Map<number, { trade: AnalyticsTrade; ms: number; order: number }[]>();
  trades.forEach((trade, order) => {
    const ms = parseInstant(trade.openedAt);
    const day = clock.day(ms);
    let list = byDay.get(day);
    if (list === undefined) byDay.set(day, (list = []));
    list.push({ trade, ms, order });
  });
  const over = new Set<AnalyticsTrade>();
  for (const list of byDay.values()) {
    if (list.length <= limit) continue;
    list.sort((a, b) => a.ms - b.ms || a.order - b.order);
    for (const entry of list.slice(limit)) over.add(entry.trade);
  }
  return over;
}

function checksOf(playbook: Playbook, trades: readonly AnalyticsTrade[], timeZone: string): RuleCheck[] {
  const checks: RuleCheck[] = playbook.rules.map((rule) => ({
    id: rule.id,
    text: rule.text,
    kind: 'checklist',
    standing: (trade) =>
      !checklistReviewed(trade.followedRuleIds)
        ? 'unreviewed'
        : (trade.followedRuleIds ?? []).includes(rule.id)
          ? 'followed'
          : 'broken',
  }));
  const maxRisk = playbook.maxRiskAmount;
  if (maxRisk !== null) {
    const limitCents = toCents(maxRisk);
    checks.push({
      id: MAX_RISK_RULE_ID,
      text: `Risk at most ${plainAmount(maxRisk)} per trade`,
      kind: 'max-risk',
      standing: (trade) => {
        const risk = trade.initialRisk;
        if (risk === null || !(risk > 0)) return 'unknown';
        return toCents(risk) > limitCents ? 'broken' : 'followed';
      },
    });
  }
  const maxTrades = playbook.maxTradesPerDay;
  if (maxTrades !== null) {
    const over = tradesOverDailyLimit(trades, maxTrades, timeZone);
    checks.push({
      id: MAX_TRADES_PER_DAY_RULE_ID,
      text: `At most ${maxTrades} ${maxTrades === 1 ? 'trade' : 'trades'} a day`,
      kind: 'max-trades-per-day',
      standing: (trade) => (over.has(trade) ? 'broken' : 'followed'),
    });
  }
  return checks;
}

function groupOf(trades: readonly AnalyticsTrade[], options: AdherenceOptions): AdherenceGroup {
  // The starting balance moves none of these figures.
  const statistics = computeStatistics(trades, {
    startingBalance: 0,
    timeZone: options.timeZone,
    breakEvenTolerance: options.breakEvenTolerance ?? 0,
  });
  return {
    tradeCount: statistics.tradeCount,
    winRatePct: statistics.winRatePct,
    netPnl: statistics.netPnl,
    expectancy: statistics.expectancy,
    expectancyR: statistics.expectancyR,
  };
}

/**
 * The adherence of a playbook's closed trades to its checklist and risk rules: per rule how often
 * it was kept, the results of the trades that kept every rule against those that broke any, and
 * what each broken rule cost against keeping every rule.
 */
export function computeAdherence(
  trades: readonly AnalyticsTrade[],
  playbook: Playbook,
  options: AdherenceOptions,
): AdherenceReport {
  const checks = checksOf(playbook, trades, options.timeZone);
  const closed = trades
    .filter((trade) => trade.closedAt !== null)
    .map((trade) => ({ trade, exit: parseInstant(trade.closedAt ?? '') }))
    .sort((a, b) => a.exit - b.exit)
    .map((entry) => entry.trade);
  const standings = closed.map((trade) => checks.map((check) => check.standing(trade)));
  // Followed every rule: told on every checklist rule (reviewed) and broke none.
  const followedAllTrades = closed.filter((_, i) => {
    const list = standings[i] ?? [];
    return !list.includes('broken') && !list.includes('unreviewed');
  });
  const unreviewed = closed.filter((_, i) => (standings[i] ?? []).includes('unreviewed')).length;
  const brokeAnyTrades = closed.filter((_, i) => (standings[i] ?? []).includes('broken'));
  const followedAll = groupOf(followedAllTrades, options);
  const brokeAny = groupOf(brokeAnyTrades, options);
  const expectancy = followedAll.expectancy;
  const costBasis: CostBasis = expectancy === null ? 'none' : 'followed-all';

  const rules = checks.map((check, c): RuleAdherence => {
    let followed = 0;
    let unknown = 0;
    let notReviewed = 0;
    let brokenCents = 0;
    const brokenTradeIds: string[] = [];
    closed.forEach((trade, i) => {
      const standing = standings[i]?.[c];
      if (standing === 'followed') followed++;
      else if (standing === 'unknown') unknown++;
      else if (standing === 'unreviewed') notReviewed++;
      else {
        brokenTradeIds.push(trade.id);
        brokenCents += toCents(trade.netPnl);
      }
    });
    const broken = brokenTradeIds.length;
    const told = followed + broken;
    const costCents = expectancy === null ? 0 : Math.round(broken * expectancy * 100) - brokenCents;
    return {
      id: check.id,
      text: check.text,
      kind: check.kind,
      followed,
      broken,
      unknown,
      unreviewed: notReviewed,
      followRatePct: told === 0 ? null : (followed / told) * 100,
      brokenNetPnl: brokenCents / 100,
      // + 0: a cost of nothing reads 0, never -0.
      cost: costCents / 100 + 0,
      costBasis,
      brokenTradeIds,
    };
  });

  return { tradeCount: closed.length, unreviewed, followedAll, brokeAny, rules, costBasis };
}
