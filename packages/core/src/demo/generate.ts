// The sample journal: "Try it with sample data" for a new trader, and a journal of any size for
// tests and benchmarks. Pure and deterministic: the same seed and options give the same journal.
import { accountRef, buildAccounts, buildTransactions, MAX_ACCOUNTS, PROFILES } from './accounts.ts';
import { annotate } from './annotate.ts';
import { dayOf, MINUTE, newYorkDay } from './calendar.ts';
import { DEMO_STRATEGIES, DEMO_TAGS } from './catalogue.ts';
import { planDays } from './day-plan.ts';
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

export function generateDemoJournal(options: DemoJournalOptions): DemoJournal {
  const { seed, trades } = options;
  const accounts = options.accounts ?? DEFAULT_ACCOUNTS;
  if (!Number.isFinite(seed)) throw new RangeError('The seed must be a number');
  if (!Number.isSafeInteger(trades) || trades < 0) throw new RangeError('trades must be a whole number >= 0');
  if (!Number.isInteger(accounts) || accounts < 1 || accounts > MAX_ACCOUNTS)
    throw new RangeError(`accounts must be from 1 to ${MAX_ACCOUNTS}`);
  const firstDay = dayOf(options.start ?? DEFAULT_START);
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
