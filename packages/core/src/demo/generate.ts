// The sample journal: "Try it with sample data" for a new trader, and a journal of any size for
// tests and benchmarks. Pure and deterministic: the same seed and options give the same journal.
import { accountRef, buildAccounts, buildTransactions, MAX_ACCOUNTS, PROFILES } from './accounts.ts';
import { annotate } from './annotate.ts';
import { dayOf, isExchangeDay, MINUTE, newYorkDay } from './calendar.ts';
import { DEMO_STRATEGIES, DEMO_TAGS } from './catalogue.ts';
import { exchangeDaysFor, planDays } from './day-plan.ts';
import { buildJournalDays } from './journal-days.ts';
import { Markets } from './markets.ts';
import { Random } from './random.ts';
import { scheduleAccount, type DraftTrade } from './schedule.ts';
import type { DemoJournal, DemoJournalOptions, DemoTrade } from './types.ts';

/**
 * "Try it with sample data": the journal a new trader is offered is this seed at this size, small
 * enough to write in a few seconds, large enough for every page and the coach to have a story.
 */
export const SAMPLE_JOURNAL_SEED = 20_260_108;
export const SAMPLE_JOURNAL_TRADES = 300;

const DEFAULT_START = '2025-01-02';
// Stocks and options, futures, forex (in dollars) and crypto (in euros): every asset class and
// two currencies.
const DEFAULT_ACCOUNTS = 4;
// A journal is a living thing: its last few trades are still open (one of them partly closed).
const OPEN_AT_THE_END = 3;
const MIN_TRADES_FOR_OPEN = 20;

// Each try ends the journal one exchange day earlier; a swing trade held over a long weekend
// needs a few, and this many covers the longest hold the schedule makes.
const MAX_END_TRIES = 30;

export function generateDemoJournal(options: DemoJournalOptions): DemoJournal {
  const { seed, trades } = options;
  const accounts = options.accounts ?? DEFAULT_ACCOUNTS;
  if (!Number.isFinite(seed)) throw new RangeError('The seed must be a number');
  if (!Number.isSafeInteger(trades) || trades < 0) throw new RangeError('trades must be a whole number >= 0');
  if (!Number.isInteger(accounts) || accounts < 1 || accounts > MAX_ACCOUNTS)
    throw new RangeError(`accounts must be from 1 to ${MAX_ACCOUNTS}`);
  const { now } = options;
  if (now === undefined) return generateFrom(seed, trades, accounts, dayOf(options.start ?? DEFAULT_START));
  if (!Number.isFinite(now)) throw new RangeError('now must be a time in milliseconds');
  // The plan's last exchange day is brought back from today until nothing falls after `now`.
  const span = exchangeDaysFor(trades);
  let lastDay = newYorkDay(now);
  for (let tries = 0; tries < MAX_END_TRIES; tries++) {
    const journal = generateFrom(seed, trades, accounts, firstDayEndingOn(lastDay, span));
    if (latestMs(journal) <= now) return journal;
    lastDay = previousExchangeDay(lastDay);
  }
  throw new RangeError('No sample journal ends before now');
}

/** The first day of a plan of `span` exchange days whose last exchange day is on or before `lastDay`. */
function firstDayEndingOn(lastDay: number, span: number): number {
  let day = lastDay;
  let seen = isExchangeDay(day) ? 1 : 0;
  while (seen < span) {
    day--;
    if (isExchangeDay(day)) seen++;
  }
  return day;
}

function previousExchangeDay(day: number): number {
  let before = day - 1;
  while (!isExchangeDay(before)) before--;
  return before;
}

/** The latest instant anything in the journal happens: a fill or a deposit. */
function latestMs(journal: DemoJournal): number {
  let latest = -Infinity;
  for (const trade of journal.trades)
    for (const execution of trade.executions) latest = Math.max(latest, Date.parse(execution.time));
  for (const transaction of journal.transactions)
    latest = Math.max(latest, Date.parse(transaction.occurredAt));
  return latest;
}

function generateFrom(seed: number, trades: number, accounts: number, firstDay: number): DemoJournal {
  const random = new Random(seed);
  const profiles = PROFILES.slice(0, accounts);

  const plan = planDays(random, profiles, trades, firstDay);
  const markets = new Markets(random);
  const drafts: DraftTrade[] = [];
  profiles.forEach((profile, index) => scheduleAccount({ random, markets, plan, profile, index }, drafts));
  // The whole journal in time order; an account's own trades keep their order at equal instants.
  drafts.sort((a, b) => a.openMs - b.openMs || a.account - b.account);
  if (trades >= MIN_TRADES_FOR_OPEN) leaveOpen(drafts);

  const lastMs = drafts.reduce((latest, d) => Math.max(latest, d.closeMs), (firstDay + 1) * 24 * 60 * MINUTE);
  return {
    accounts: buildAccounts(profiles, firstDay),
    transactions: buildTransactions(random, profiles, firstDay, newYorkDay(lastMs)),
    tags: DEMO_TAGS.map((tag) => ({ ...tag })),
    strategies: DEMO_STRATEGIES.map((s) => ({ ...s, rules: s.rules.map((rule) => ({ ...rule })) })),
    trades: drafts.map((draft, i) => toTrade(random, draft, i)),
    journalDays: buildJournalDays(random, drafts),
  };
}

/**
 * Opens the last few trades again: their exits are dropped (all but the first exit of one of them,
 * which stays partly closed). Only a trade that is the last in its account and symbol can be left
 * open, or it would run into the next one.
 */
function leaveOpen(drafts: DraftTrade[]): void {
  const later = new Set<string>();
  let opened = 0;
  for (let i = drafts.length - 1; i >= 0 && opened < OPEN_AT_THE_END; i--) {
    const draft = drafts[i];
    if (!draft) continue;
    const key = `${draft.account}/${draft.symbol}`;
    if (later.has(key)) continue;
    later.add(key);
    const exits = draft.fills.executions.length - draft.entryFills;
    const keep = opened === 0 && exits > 1 ? draft.entryFills + 1 : draft.entryFills;
    drafts[i] = {
      ...draft,
      fills: { ...draft.fills, executions: draft.fills.executions.slice(0, keep), netCents: null },
      closeMs: draft.openMs,
      result: null,
    };
    opened++;
  }
}

function toTrade(random: Random, draft: DraftTrade, index: number): DemoTrade {
  const { instrument } = draft;
  const annotations = annotate(random, {
    assetClass: instrument.assetClass,
    swing: draft.swing,
    result: draft.result,
    revenge: draft.revenge,
    hasStop: draft.hasStop,
    pastStop: draft.pastStop,
    overtrading: draft.overtrading,
    holdingMinutes: (draft.closeMs - draft.openMs) / MINUTE,
  });
  return {
    ref: `trade-${index + 1}`,
    accountRef: accountRef(draft.account),
    symbol: draft.symbol,
    assetClass: instrument.assetClass,
    multiplier: String(instrument.multiplier),
    currency: instrument.currency,
    initialStop: draft.fills.initialStop,
    target: draft.fills.target,
    ...annotations,
    executions: draft.fills.executions,
  };
}
