import { describe, expect, it } from 'vitest';
import { SENT_SMALL_SAMPLES, SENT_TRADE_IDS, sentAnalysis, tradeCountOf } from './sent-analysis.ts';
import type { CoachAnalysis, CoachNote, EdgeFinding, WhatIf } from './types.ts';

const ids = (count: number, prefix = 't') => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

function edge(id: string, tradeIds: string[]): EdgeFinding {
  return {
    kind: 'weakness',
    id,
    dimension: 'tag',
    key: id,
    label: id,
    sampleSize: tradeIds.length,
    netPnl: -1,
    expectancy: -1,
    expectancyR: null,
    effect: -1,
    effectR: null,
    confidence: {
      level: 0.95,
      low: -2,
      high: -0.5,
      method: 'normal',
      resamples: 0,
      reference: 0,
      excludesReference: true,
    },
    impact: -1,
    tradeIds,
  };
}

const whatIf = (tradeIds: string[]): WhatIf => ({
  kind: 'losses-capped-1r',
  title: 'Losses capped at 1R',
  actualNetPnl: 0,
  whatIfNetPnl: 1,
  difference: 1,
  tradeIds,
  basis: '',
});

const small = (key: string, netPnl: number): CoachNote => ({
  kind: 'small-sample',
  text: key,
  dimension: 'symbol',
  key,
  label: key,
  sampleSize: 1,
  netPnl,
});

function analysis(parts: Partial<CoachAnalysis>): CoachAnalysis {
  return {
    tradeCount: 0,
    summary: {} as CoachAnalysis['summary'],
    findings: [],
    whatIfs: [],
    notes: [],
    ...parts,
  };
}

describe('sentAnalysis', () => {
  it('cuts each list of trades to what the page uses and says how many there are', () => {
    const sent = sentAnalysis(
      analysis({
        findings: [edge('big', ids(SENT_TRADE_IDS + 50)), edge('small', ids(3))],
        whatIfs: [whatIf(ids(SENT_TRADE_IDS + 1, 'w'))],
      }),
    );
    expect(sent.findings.map((f) => f.tradeIds.length)).toEqual([SENT_TRADE_IDS, 3]);
    expect(sent.findings.map(tradeCountOf)).toEqual([SENT_TRADE_IDS + 50, 3]);
    expect(sent.findings[0]?.tradeIds.slice(0, 2)).toEqual(['t0', 't1']);
    expect(sent.whatIfs[0]?.tradeIds).toHaveLength(SENT_TRADE_IDS);
    expect(sent.whatIfs.map(tradeCountOf)).toEqual([SENT_TRADE_IDS + 1]);
  });

  it('lists the small samples that move the most money, in their order, and counts the rest', () => {
    const notes: CoachNote[] = [
      { kind: 'not-measurable', text: 'stops moved' },
      ...Array.from({ length: SENT_SMALL_SAMPLES + 5 }, (_, i) => small(`s${i}`, i % 2 === 0 ? i : -i)),
    ];
    const sent = sentAnalysis(analysis({ notes }));
    const listed = sent.notes.filter((note) => note.kind === 'small-sample');
    expect(listed).toHaveLength(SENT_SMALL_SAMPLES);
    expect(sent.smallSamplesLeftOut).toBe(5);
    // The five smallest amounts (0 to 4) are the ones left out; the order is the analysis's own.
    expect(listed.map((note) => note.key)).toEqual(
      Array.from({ length: SENT_SMALL_SAMPLES }, (_, i) => `s${i + 5}`),
    );
    expect(sent.notes[0]).toEqual({ kind: 'not-measurable', text: 'stops moved' });
  });

  it('sends a cut analysis unchanged when cut again', () => {
    const once = sentAnalysis(
      analysis({
        findings: [edge('big', ids(SENT_TRADE_IDS * 2))],
        notes: Array.from({ length: SENT_SMALL_SAMPLES * 2 }, (_, i) => small(`s${i}`, i)),
      }),
    );
    expect(sentAnalysis(once)).toEqual(once);
    expect(once.findings.map(tradeCountOf)).toEqual([SENT_TRADE_IDS * 2]);
  });

  it('names strategy and tag groups, which the engine labels by id', () => {
    const strategyEdge: EdgeFinding = {
      ...edge('strategy:s1', ids(25)),
      dimension: 'strategy',
      key: 's1',
      label: 's1',
    };
    const tagEdge: EdgeFinding = { ...edge('tag:t1', ids(25)), dimension: 'tag', key: 't1', label: 't1' };
    const unknown: EdgeFinding = {
      ...edge('strategy:gone', ids(25)),
      dimension: 'strategy',
      key: 'gone',
      label: 'gone',
    };
    const note: CoachNote = {
      ...small('s2', 5),
      dimension: 'strategy',
      text: 's2: 1 trades, fewer than the 20 a finding needs',
      label: 's2',
    };
    const sent = sentAnalysis(analysis({ findings: [strategyEdge, tagEdge, unknown], notes: [note] }), {
      strategies: [
        { id: 's1', name: 'Opening range breakout' },
        { id: 's2', name: 'Gap fill' },
      ],
      tags: [{ id: 't1', name: 'FOMO' }],
    });
    expect(sent.findings.map((finding) => (finding.kind === 'behaviour' ? '' : finding.label))).toEqual([
      'Opening range breakout',
      'FOMO',
      'gone',
    ]);
    expect(sent.notes[0]).toMatchObject({
      label: 'Gap fill',
      text: 'Gap fill: 1 trades, fewer than the 20 a finding needs',
    });
  });
});
