// The sample trader's daily notes: a plan before the session and a review after it on most
// trading days (New York days), with a mood that follows the day and the lesson they took from it.
import { isoDayOf, newYorkDay } from './calendar.ts';
import type { Random } from './random.ts';
import type { DraftTrade } from './schedule.ts';
import type { DemoJournalDay } from './types.ts';

interface DayStats {
  day: number;
  trades: number;
  wins: number;
  losses: number;
  scratches: number;
  revenge: number;
  overtrading: boolean;
  symbols: string[];
}

const PLANS = [
  'Trade only the A setups on my watchlist. Two full losses and I am done for the day.',
  'Wait for the first 15 minutes before the first trade. Size down until I am green.',
  'Focus on the open; no trades in the lunch chop. Respect every stop.',
  'Market is extended: smaller size, take partials at 1R.',
  'Follow the checklist before every entry. No revenge trades.',
];

const LESSONS = {
  good: [
    'Patience pays: the best trades came to me.',
    'Sticking to the plan keeps the losses small.',
    'Partials at 1R made the day easy to manage.',
  ],
  bad: [
    'Stop trading after two losses in a row.',
    'A loss is not a reason to double the size.',
    'Let losers go at the stop instead of hoping.',
    'Fewer trades, better trades.',
  ],
} as const;

function statsByDay(trades: readonly DraftTrade[]): DayStats[] {
  const byDay = new Map<number, DayStats>();
  for (const trade of trades) {
    const day = newYorkDay(trade.openMs);
    let stats = byDay.get(day);
    if (!stats) {
      stats = {
        day,
        trades: 0,
        wins: 0,
        losses: 0,
        scratches: 0,
        revenge: 0,
        overtrading: false,
        symbols: [],
      };
      byDay.set(day, stats);
    }
    stats.trades++;
    if (trade.result === 'win') stats.wins++;
    else if (trade.result === 'loss') stats.losses++;
    else if (trade.result === 'breakeven') stats.scratches++;
    if (trade.revenge) stats.revenge++;
    if (trade.overtrading) stats.overtrading = true;
    if (stats.symbols.length < 4 && !stats.symbols.includes(trade.symbol)) stats.symbols.push(trade.symbol);
  }
  return [...byDay.values()].sort((a, b) => a.day - b.day);
}

export function buildJournalDays(random: Random, trades: readonly DraftTrade[]): DemoJournalDay[] {
  const days: DemoJournalDay[] = [];
  for (const stats of statsByDay(trades)) {
    const eventful = stats.overtrading || stats.revenge > 0;
    if (!random.chance(eventful ? 0.9 : 0.6)) continue;
    const balance = (stats.wins - stats.losses) / stats.trades;
    const mood = Math.min(5, Math.max(1, 3 + Math.round(balance * 2) - (eventful ? 1 : 0)));
    const review = [
      `${stats.trades} trade${stats.trades === 1 ? '' : 's'}: ${stats.wins} won, ${stats.losses} lost, ${stats.scratches} scratched.`,
    ];
    if (stats.overtrading)
      review.push('Far more trades than planned; most of the afternoon ones were not on the list.');
    if (stats.revenge > 0) review.push('Went straight back in with more size after a loss.');
    if (!eventful && balance > 0) review.push('Followed the plan and let the winners work.');
    days.push({
      day: isoDayOf(stats.day),
      plan: `Watchlist: ${stats.symbols.join(', ')}. ${random.pick(PLANS)}`,
      review: review.join(' '),
      mood,
      lessons: random.pick(eventful || balance < 0 ? LESSONS.bad : LESSONS.good),
    });
  }
  return days;
}
