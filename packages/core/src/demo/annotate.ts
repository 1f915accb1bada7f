// What the sample trader writes on a trade after it: the strategy and which of its rules were
// followed, tags (setups, mistakes, emotions and their own), a rating, a confidence and now and
// then a short note. They follow the trade: losers carry more mistakes, revenge trades are tagged
// as such and rated low.
import { strategiesFor, tagRef, tagsOf } from './catalogue.ts';
import type { Random } from './random.ts';
import type { DemoAssetClass } from './types.ts';

export interface TradeFacts {
  assetClass: DemoAssetClass;
  swing: boolean;
  /** Null while the trade is open. */
  result: 'win' | 'loss' | 'breakeven' | null;
  revenge: boolean;
  hasStop: boolean;
  pastStop: boolean;
  overtrading: boolean;
  holdingMinutes: number;
}

export interface Annotations {
  strategyRef: string | null;
  followedRuleIds: string[];
  tagRefs: string[];
  rating: number | null;
  confidence: number | null;
  notes: string | null;
}

const NOTES = {
  win: [
    'Waited for the confirmation candle and it paid. More of this.',
    'Clean entry, let it run to the target.',
    'Took partials as planned and trailed the rest.',
    'Good read of the tape; size could have been bigger.',
  ],
  loss: [
    'Entered before the level broke. Patience.',
    'Setup was fine, the market just did not follow through.',
    'Stopped out right before it went my way. Stop was too tight for this volatility.',
    'Traded against the trend of the day.',
  ],
  breakeven: ['Moved the stop to break-even after 1R and got tagged.', 'Scratched it: the volume dried up.'],
  revenge: [
    'Jumped straight back in after the loss, twice the size. Classic revenge trade.',
    'Wanted the money back. Should have walked away.',
  ],
  pastStop: ['Moved my stop instead of taking the loss. Cost me more than 1R.'],
  noStop: ['No stop on this one. Never again.'],
} as const;

const POSITIVE = ['Calm', 'Confident'];
const NEGATIVE = ['Anxious', 'Frustrated', 'Fearful'];
const LOSER_MISTAKES = ['FOMO entry', 'Chased entry', 'Ignored plan', 'Early exit'];

export function annotate(random: Random, facts: TradeFacts): Annotations {
  const { result, revenge } = facts;
  const tags = new Set<string>();
  let strategyRef: string | null = null;
  let followedRuleIds: string[] = [];

  const choices = strategiesFor(facts.assetClass, facts.swing);
  if (choices.length > 0 && random.chance(revenge ? 0.4 : 0.85)) {
    const choice = random.pick(choices);
    strategyRef = choice.strategy.ref;
    const discipline = revenge ? 0.3 : result === 'win' ? 0.88 : result === 'loss' ? 0.6 : 0.75;
    followedRuleIds = choice.strategy.rules.filter(() => random.chance(discipline)).map((rule) => rule.id);
    if (random.chance(0.9)) tags.add(tagRef(random.pick(choice.setups)));
    if (followedRuleIds.length === choice.strategy.rules.length && random.chance(0.25))
      tags.add(tagRef('A+ setup'));
  } else if (random.chance(0.5)) {
    tags.add(random.pick(tagsOf('setup')).ref);
  }

  if (!facts.hasStop) tags.add(tagRef('No stop'));
  if (facts.pastStop) tags.add(tagRef('Moved stop'));
  if (revenge) {
    tags.add(tagRef('Revenge trade'));
    tags.add(tagRef('Oversized'));
  }
  if (result === 'loss' && random.chance(0.3)) tags.add(tagRef(random.pick(LOSER_MISTAKES)));
  if (result === 'win' && random.chance(0.08)) tags.add(tagRef('Early exit'));
  if (facts.overtrading && random.chance(0.3)) tags.add(tagRef(random.pick(['FOMO entry', 'Ignored plan'])));

  if (revenge) tags.add(tagRef('Frustrated'));
  else if (random.chance(0.6)) {
    const feelings =
      result === 'win' ? [...POSITIVE, 'Greedy'] : result === 'loss' ? NEGATIVE : ['Calm', 'Bored'];
    tags.add(tagRef(random.pick(feelings)));
  }

  if (facts.swing) {
    tags.add(tagRef('Swing'));
    tags.add(tagRef('Overnight hold'));
  } else if (facts.holdingMinutes < 5) tags.add(tagRef('Scalp'));
  if (facts.assetClass === 'option' && random.chance(0.05)) tags.add(tagRef('Earnings'));
  if (random.chance(0.04)) tags.add(tagRef('Review later'));

  const rating = revenge
    ? 1
    : !random.chance(0.75) || result === null
      ? null
      : result === 'win'
        ? random.int(3, 5)
        : result === 'loss'
          ? random.int(1, 3)
          : random.int(2, 4);
  // Confidence runs highest exactly where it should not: on the revenge trades.
  const confidence = revenge ? random.int(4, 5) : random.chance(0.65) ? random.int(2, 5) : null;

  let notes: string | null = null;
  if (revenge) notes = random.pick(NOTES.revenge);
  else if (facts.pastStop && random.chance(0.5)) notes = random.pick(NOTES.pastStop);
  else if (!facts.hasStop && random.chance(0.4)) notes = random.pick(NOTES.noStop);
  else if (result !== null && random.chance(0.15)) notes = random.pick(NOTES[result]);

  return { strategyRef, followedRuleIds, tagRefs: [...tags], rating, confidence, notes };
}
