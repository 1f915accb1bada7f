// The sample trader's tags and strategies: the names, colours and checklists a new user sees when
// they try the journal with sample data.
import type { DemoAssetClass, DemoStrategy, DemoTag, DemoTagGroup } from './types.ts';

const TAGS: readonly (readonly [DemoTagGroup, string, string])[] = [
  ['setup', 'Breakout', '#2563eb'],
  ['setup', 'Pullback', '#0891b2'],
  ['setup', 'Reversal', '#7c3aed'],
  ['setup', 'Gap and go', '#0d9488'],
  ['setup', 'VWAP reclaim', '#4f46e5'],
  ['setup', 'Range fade', '#0284c7'],
  ['setup', 'Trend continuation', '#059669'],
  ['setup', 'News', '#9333ea'],
  ['mistake', 'FOMO entry', '#dc2626'],
  ['mistake', 'Moved stop', '#b91c1c'],
  ['mistake', 'Oversized', '#ea580c'],
  ['mistake', 'Early exit', '#d97706'],
  ['mistake', 'No stop', '#be123c'],
  ['mistake', 'Chased entry', '#c2410c'],
  ['mistake', 'Revenge trade', '#991b1b'],
  ['mistake', 'Ignored plan', '#e11d48'],
  ['emotion', 'Calm', '#16a34a'],
  ['emotion', 'Confident', '#22c55e'],
  ['emotion', 'Anxious', '#eab308'],
  ['emotion', 'Greedy', '#f59e0b'],
  ['emotion', 'Frustrated', '#f97316'],
  ['emotion', 'Bored', '#94a3b8'],
  ['emotion', 'Fearful', '#facc15'],
  ['custom', 'A+ setup', '#0f766e'],
  ['custom', 'Earnings', '#6d28d9'],
  ['custom', 'Overnight hold', '#475569'],
  ['custom', 'Scalp', '#64748b'],
  ['custom', 'Swing', '#334155'],
  ['custom', 'Review later', '#a21caf'],
];

export const DEMO_TAGS: readonly DemoTag[] = TAGS.map(([group, name, color], i) => ({
  ref: `tag-${i + 1}`,
  name,
  color,
  group,
}));

const tagsByName = new Map(DEMO_TAGS.map((tag) => [tag.name, tag.ref]));

/** The ref of a tag by its name. */
export function tagRef(name: string): string {
  const ref = tagsByName.get(name);
  if (ref === undefined) throw new RangeError(`no sample tag named ${name}`);
  return ref;
}

export const tagsOf = (group: DemoTagGroup): readonly DemoTag[] => DEMO_TAGS.filter((t) => t.group === group);

interface StrategyText {
  name: string;
  description: string;
  market: string;
  timeframe: string;
  rules: readonly string[];
  assetClasses: readonly DemoAssetClass[];
  swing: boolean;
  setups: readonly string[];
}

const STRATEGIES: readonly StrategyText[] = [
  {
    name: 'Opening range breakout',
    description: 'Trade the break of the first five minutes in the direction of the day’s catalyst.',
    market: 'US stocks',
    timeframe: '5m',
    rules: [
      'Wait for the first 5-minute range to complete',
      'Relative volume above 2',
      'Enter on a candle close outside the range',
      'Stop on the other side of the range',
      'Take half off at 2R',
    ],
    assetClasses: ['stock'],
    swing: false,
    setups: ['Breakout', 'Gap and go'],
  },
  {
    name: 'VWAP pullback',
    description: 'Buy the first orderly pullback to VWAP in a stock trending with the market.',
    market: 'US stocks',
    timeframe: '1m',
    rules: [
      'Market and sector trending the same way',
      'Pullback on lighter volume',
      'Entry within 10 cents of VWAP',
      'Risk no more than the planned amount',
    ],
    assetClasses: ['stock'],
    swing: false,
    setups: ['Pullback', 'VWAP reclaim'],
  },
  {
    name: 'Momentum options',
    description: 'Short-dated calls or puts on index and mega-cap names once the trend of the day is clear.',
    market: 'US equity options',
    timeframe: '15m',
    rules: [
      'Delta between 0.35 and 0.60',
      'Spread under 5 % of the premium',
      'Underlying above or below VWAP in the trade direction',
      'Exit by 15:30 on the day of expiry',
    ],
    assetClasses: ['option'],
    swing: false,
    setups: ['Trend continuation', 'Breakout', 'News'],
  },
  {
    name: 'Index trend pullback',
    description: 'Join the trend in index futures after a pullback to the 20-period average.',
    market: 'CME futures',
    timeframe: '5m',
    rules: [
      'Higher highs and higher lows (or the reverse) on the 15-minute chart',
      'Pullback to the 20 EMA',
      'No red-folder news in the next 15 minutes',
      'Stop beyond the pullback’s extreme',
      'No more than three attempts a day',
    ],
    assetClasses: ['future'],
    swing: false,
    setups: ['Pullback', 'Trend continuation'],
  },
  {
    name: 'Overnight range fade',
    description: 'Fade the first test of the overnight high or low when the open is balanced.',
    market: 'CME futures',
    timeframe: '15m',
    rules: [
      'Open inside the previous day’s value area',
      'Rejection wick at the overnight extreme',
      'Target the middle of the overnight range',
    ],
    assetClasses: ['future'],
    swing: false,
    setups: ['Range fade', 'Reversal'],
  },
  {
    name: 'London breakout',
    description: 'Trade the break of the Asian range as London opens.',
    market: 'Forex majors',
    timeframe: '1h',
    rules: [
      'Asian range under 40 pips',
      'Enter on the first hourly close outside the range',
      'Stop at the middle of the range',
      'Close by the New York open if the target is not hit',
    ],
    assetClasses: ['forex'],
    swing: false,
    setups: ['Breakout', 'Trend continuation'],
  },
  {
    name: 'Crypto range fade',
    description: 'Fade the edges of a well-defined 4-hour range in liquid coins.',
    market: 'Crypto',
    timeframe: '4h',
    rules: [
      'Range tested at least twice on each side',
      'Funding neutral',
      'Position no more than 1 % of the account at risk',
    ],
    assetClasses: ['crypto'],
    swing: false,
    setups: ['Range fade', 'Reversal'],
  },
  {
    name: 'Daily swing breakout',
    description: 'Hold breakouts from multi-week bases for several days.',
    market: 'US stocks, forex, crypto',
    timeframe: '1D',
    rules: [
      'Base of at least three weeks',
      'Breakout on above-average volume',
      'Stop under the base’s last swing low',
      'Sell a third at 2R and trail the rest',
    ],
    assetClasses: ['stock', 'option', 'forex', 'crypto', 'future'],
    swing: true,
    setups: ['Breakout', 'Trend continuation'],
  },
];

export const DEMO_STRATEGIES: readonly DemoStrategy[] = STRATEGIES.map((text, i) => ({
  ref: `strategy-${i + 1}`,
  name: text.name,
  description: text.description,
  market: text.market,
  timeframe: text.timeframe,
  rules: text.rules.map((rule, r) => ({ id: `rule-${r + 1}`, text: rule })),
}));

export interface StrategyChoice {
  strategy: DemoStrategy;
  /** The setup tags that go with it. */
  setups: readonly string[];
}

const choicesCache = new Map<string, readonly StrategyChoice[]>();

/** The strategies a trade in this market and of this length can belong to. */
export function strategiesFor(assetClass: DemoAssetClass, swing: boolean): readonly StrategyChoice[] {
  const key = `${assetClass}/${swing}`;
  const cached = choicesCache.get(key);
  if (cached) return cached;
  const choices: StrategyChoice[] = [];
  STRATEGIES.forEach((text, i) => {
    const strategy = DEMO_STRATEGIES[i];
    if (strategy && text.swing === swing && text.assetClasses.includes(assetClass))
      choices.push({ strategy, setups: text.setups });
  });
  choicesCache.set(key, choices);
  return choices;
}
