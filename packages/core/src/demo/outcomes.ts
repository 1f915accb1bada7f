// How a trade turns out. The sample trader has a modest edge while calm and none while tilted;
// a loss makes tilt more likely, and tilt lasts a while, which is where the losing streaks come
// from. Winners often run to the target; losers usually stop out near 1R, sometimes beyond it
// (a moved stop, slippage), and trades without a stop lose more. A revenge trade, taken to win the
// last loss back, is the worst of all: its rare profit is grabbed well short of the target, and
// its loss is given room, the stop moved or never set.
import type { Random } from './random.ts';

export type Mood = 'calm' | 'tilt';

export interface Outcome {
  kind: 'win' | 'loss' | 'breakeven';
  /** Where the exits average, in multiples of the initial risk. */
  r: number;
  /** The loss ran past the stop. */
  pastStop: boolean;
}

export interface OutcomeContext {
  mood: Mood;
  revenge: boolean;
  hasStop: boolean;
  /** The target in R, or null without one. */
  targetR: number | null;
}

export function drawOutcome(random: Random, context: OutcomeContext): Outcome {
  if (context.revenge) return revengeOutcome(random, context.hasStop);
  const winChance = context.mood === 'tilt' ? 0.32 : 0.5;
  const roll = random.next();
  if (roll < winChance) {
    const target = context.targetR;
    const r = target !== null && random.chance(0.55) ? target : random.between(0.3, target ?? 2.6);
    return { kind: 'win', r, pastStop: false };
  }
  if (roll < winChance + 0.07) return { kind: 'breakeven', r: 0, pastStop: false };
  if (!context.hasStop) return { kind: 'loss', r: -random.between(0.8, 3), pastStop: false };
  const pastStop = random.chance(0.15);
  return { kind: 'loss', r: pastStop ? -random.between(1.05, 1.6) : -random.between(0.5, 1.02), pastStop };
}

function revengeOutcome(random: Random, hasStop: boolean): Outcome {
  if (random.chance(0.25)) return { kind: 'win', r: random.between(0.2, 1), pastStop: false };
  if (!hasStop) return { kind: 'loss', r: -random.between(1, 3), pastStop: false };
  const pastStop = random.chance(0.4);
  return { kind: 'loss', r: pastStop ? -random.between(1.1, 2) : -random.between(0.8, 1.02), pastStop };
}

/** The trader's state of mind after a trade with this result. */
export function nextMood(random: Random, mood: Mood, result: 'win' | 'loss' | 'breakeven'): Mood {
  if (mood === 'calm') return result === 'loss' && random.chance(0.09) ? 'tilt' : 'calm';
  if (result === 'win') return random.chance(0.5) ? 'calm' : 'tilt';
  return random.chance(0.15) ? 'calm' : 'tilt';
}
