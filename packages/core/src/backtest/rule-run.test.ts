import { describe, expect, it } from 'vitest';
import { sampleSeries } from './sample-series.ts';
import { simulate } from './simulate.ts';
import { movingAverageCross } from './strategies.ts';
import {
  RULE_STRATEGIES,
  checkRuleSettings,
  defaultRuleSettings,
  runRuleBacktest,
  type RuleSettings,
} from './rule-run.ts';

const series = sampleSeries({
  kind: 'stock',
  seed: 7,
  start: Date.parse('2025-03-03T14:30:00Z'),
  bars: 2000,
  timeframe: '5m',
});
const NY_SESSION = { ...series.session, timeZone: series.timeZone };

const settings = (change: Partial<RuleSettings> = {}): RuleSettings => ({
  ...defaultRuleSettings(),
  ...change,
});
const fields = (s: RuleSettings) => checkRuleSettings(s).map((p) => p.field);

describe('checkRuleSettings', () => {
  it("passes every strategy's defaults (the opening range with session hours)", () => {
    for (const spec of RULE_STRATEGIES) {
      const s = defaultRuleSettings(spec.id);
      expect(checkRuleSettings(spec.needsSession ? { ...s, session: NY_SESSION } : s)).toEqual([]);
    }
  });

  it('names the field and says what is wrong', () => {
    expect(checkRuleSettings(settings({ params: { fast: 30, slow: 30 } }))).toEqual([
      { field: 'params.slow', message: 'The slow average must be longer than the fast one.' },
    ]);
    expect(checkRuleSettings(settings({ params: { fast: 2.5, slow: 30 } }))).toEqual([
      { field: 'params.fast', message: 'Fast average (bars) must be a whole number.' },
    ]);
    expect(fields(settings({ params: { fast: Number.NaN, slow: 30 } }))).toContain('params.fast');
    expect(fields(settings({ stop: { kind: 'none' } }))).toEqual(['target']);
    expect(
      fields(
        settings({ stop: { kind: 'none' }, target: { kind: 'none' }, sizing: { kind: 'risk', percent: 1 } }),
      ),
    ).toEqual(['sizing']);
    expect(fields(settings({ sizing: { kind: 'risk', percent: 0 } }))).toEqual(['sizing.percent']);
    expect(fields(settings({ stop: { kind: 'atr', multiple: 2, period: 0 } }))).toEqual(['stop.period']);
    expect(fields({ ...defaultRuleSettings('opening-range') })).toEqual(['session']);
    expect(fields(settings({ session: { ...NY_SESSION, open: '9:30' } }))).toEqual(['session']);
    expect(fields(settings({ tickSize: 0, commissionPerOrder: -1 }))).toEqual([
      'commissionPerOrder',
      'tickSize',
    ]);
    expect(
      fields({
        ...defaultRuleSettings('rsi-reversion'),
        params: { period: 14, oversold: 30, overbought: 70, exitLevel: 80 },
      }),
    ).toEqual(['params.exitLevel']);
  });
});

describe('runRuleBacktest', () => {
  it('is the strategy through the fill engine, scored by the analytics engine', () => {
    const s = settings({
      params: { fast: 5, slow: 20 },
      commissionPerUnit: 0.01,
      slippageTicks: 1,
      multiplier: 1,
      sizing: { kind: 'fixed', quantity: 100 },
    });
    const run = runRuleBacktest(series.bars, s);
    const direct = simulate(
      series.bars,
      movingAverageCross(series.bars, {
        fast: 5,
        slow: 20,
        direction: 'both',
        size: { quantity: 100 },
        stop: { kind: 'atr', multiple: 2, period: 14 },
        target: { kind: 'r', multiple: 2 },
      }),
      {
        commissionPerUnit: 0.01,
        commissionPerOrder: 0,
        slippageTicks: 1,
        tickSize: 0.01,
        bothTouched: 'stop-first',
        initialEquity: 100_000,
        multiplier: 1,
      },
    );
    expect(run.simulation).toEqual(direct);
    expect(run.simulation.trades.length).toBeGreaterThan(10);
    const closed = direct.trades.filter((t) => t.derivation.status === 'closed');
    expect(run.statistics.tradeCount).toBe(closed.length);
    // The engine counts money in cents, each trade rounded once.
    const cents = closed.reduce((sum, t) => sum + Math.round((t.derivation.netPnl ?? 0) * 100), 0);
    expect(run.statistics.netPnl).toBeCloseTo(cents / 100, 6);
  });

  it('keeps entries inside the session and flat at its close', () => {
    const run = runRuleBacktest(series.bars, settings({ params: { fast: 3, slow: 8 }, session: NY_SESSION }));
    const exits = run.simulation.trades.map((t) => t.executions.at(-1));
    expect(exits.length).toBeGreaterThan(0);
    for (const fill of exits) {
      const local = new Date(fill!.time).toLocaleTimeString('en-GB', {
        timeZone: series.timeZone,
        hour12: false,
      });
      expect(local <= '16:00:00' && local >= '09:30:00').toBe(true);
    }
  });

  it('refuses settings that do not pass the checks', () => {
    expect(() => runRuleBacktest(series.bars, settings({ params: { fast: 9, slow: 3 } }))).toThrow(
      'The slow average must be longer than the fast one.',
    );
  });
});
