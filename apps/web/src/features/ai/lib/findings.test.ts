import type { BehaviourFinding, CoachAnalysis, Confidence, EdgeFinding } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { formatterFor } from '@/lib/format/display-format';
import { groupAnalysis, methodText, verdictOf } from './findings';

const confidence = (low: number, high: number, reference: number): Confidence => ({
  level: 0.95,
  low,
  high,
  method: 'bootstrap',
  resamples: 1000,
  reference,
  excludesReference: reference < low || reference > high,
});

const edge = (id: string, impact: number): EdgeFinding => ({
  kind: impact > 0 ? 'strength' : 'weakness',
  id,
  dimension: 'symbol',
  key: id,
  label: id,
  sampleSize: 20,
  netPnl: impact,
  expectancy: 0,
  expectancyR: null,
  effect: impact,
  effectR: null,
  confidence: confidence(1, 2, 0),
  impact,
  tradeIds: ['t'],
});

const behaviour = (id: string, impact: number): BehaviourFinding => ({
  kind: 'behaviour',
  id,
  behaviour: 'revenge',
  title: id,
  tradeIds: ['t'],
  cost: impact,
  costR: null,
  suggestion: '',
  evidence: {},
  confidence: null,
  impact,
});

describe('groupAnalysis', () => {
  it('splits findings into edges and behaviours, each largest money first either way, and leaves out empty what-ifs', () => {
    const analysis: Pick<CoachAnalysis, 'findings' | 'whatIfs' | 'notes'> = {
      findings: [behaviour('b1', -50), edge('e1', 30), behaviour('b2', -500), edge('e2', -300)],
      whatIfs: [
        {
          kind: 'losses-capped-1r',
          title: '',
          actualNetPnl: 0,
          whatIfNetPnl: 10,
          difference: 10,
          tradeIds: ['t1'],
          basis: '',
        },
        {
          kind: 'without-worst-pattern',
          title: '',
          actualNetPnl: 0,
          whatIfNetPnl: -90,
          difference: -90,
          tradeIds: ['t2'],
          basis: '',
        },
        {
          kind: 'best-setups-only',
          title: '',
          actualNetPnl: 0,
          whatIfNetPnl: 0,
          difference: 0,
          tradeIds: [],
          basis: '',
        },
      ],
      notes: [
        { kind: 'small-sample', text: 'a' },
        { kind: 'not-measurable', text: 'b' },
      ],
    };
    const groups = groupAnalysis(analysis);
    expect(groups.edges.map((f) => f.id)).toEqual(['e2', 'e1']);
    expect(groups.behaviours.map((f) => f.id)).toEqual(['b2', 'b1']);
    expect(groups.whatIfs.map((w) => w.kind)).toEqual(['without-worst-pattern', 'losses-capped-1r']);
    expect(groups.smallSamples.map((n) => n.text)).toEqual(['a']);
    expect(groups.notMeasurable.map((n) => n.text)).toEqual(['b']);
  });
});

describe('verdictOf', () => {
  it.each([
    [confidence(5, 9, 2), 'above'],
    [confidence(-9, -5, 2), 'below'],
    [confidence(-1, 5, 2), 'overlaps'],
  ] as const)('%j is %s', (interval, verdict) => {
    expect(verdictOf(interval)).toBe(verdict);
  });

  it('tells the method', () => {
    const european = formatterFor({
      numberFormat: '1.234,56',
      dateFormat: 'DD.MM.YYYY',
      timeZone: 'UTC',
      privacy: false,
    });
    expect(methodText(confidence(0, 1, 2), european)).toBe('bootstrap, 1.000 resamples');
    expect(methodText({ ...confidence(0, 1, 2), method: 'normal', resamples: 0 }, european)).toBe(
      'normal approximation',
    );
  });
});
