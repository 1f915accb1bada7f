import { RULE_STRATEGIES, type RuleSettings, type RuleStrategyId } from '@edgelog/core';
import { z } from 'zod';

const strategyId = z.custom<RuleStrategyId>(
  (value) => typeof value === 'string' && RULE_STRATEGIES.some((spec) => spec.id === value),
);
const level = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('price'), distance: z.number() }),
  z.object({ kind: z.literal('atr'), multiple: z.number(), period: z.number() }),
]);
const target = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('price'), distance: z.number() }),
  z.object({ kind: z.literal('atr'), multiple: z.number(), period: z.number() }),
  z.object({ kind: z.literal('r'), multiple: z.number() }),
]);

const ruleSettings = z.object({
  strategy: strategyId,
  params: z.record(z.string(), z.number()),
  direction: z.enum(['long', 'short', 'both']),
  stop: level,
  target,
  sizing: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('fixed'), quantity: z.number() }),
    z.object({ kind: z.literal('risk'), percent: z.number() }),
  ]),
  session: z
    .object({
      open: z.string(),
      close: z.string(),
      days: z.array(z.number()).optional(),
      timeZone: z.string(),
    })
    .nullable(),
  fillPriority: z.enum(['stop-first', 'target-first']),
  commissionPerUnit: z.number(),
  commissionPerOrder: z.number(),
  slippageTicks: z.number(),
  tickSize: z.number(),
  multiplier: z.number(),
  startingBalance: z.number(),
  timeZone: z.string(),
});

/** A saved run's settings read back; null when they are not a rule backtest's (a replay, an older shape). */
export function readSavedRuleSettings(value: unknown): RuleSettings | null {
  const parsed = ruleSettings.safeParse(value);
  if (!parsed.success) return null;
  const { session, ...rest } = parsed.data;
  return {
    ...rest,
    session:
      session === null
        ? null
        : {
            open: session.open,
            close: session.close,
            timeZone: session.timeZone,
            ...(session.days ? { days: session.days } : {}),
          },
  };
}
