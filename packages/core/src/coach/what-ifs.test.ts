import { describe, expect, it } from 'vitest';
import { analyzeJournal } from './analyze.ts';
import { OPTIONS, plainJournal, trade } from './test-support.ts';

describe('what-ifs', () => {
  it('caps each loss past its initial risk at -1R', () => {
    const trades = [
      trade({ id: 'a', day: 0, minute: 600, risk: 100, netPnl: -250 }),
      trade({ id: 'b', day: 0, minute: 700, risk: 100, netPnl: -60 }),
      trade({ id: 'c', day: 0, minute: 800, risk: null, netPnl: -500 }),
      trade({ id: 'd', day: 0, minute: 900, risk: 50, netPnl: 300 }),
    ];
    const capped = analyzeJournal(trades, OPTIONS).whatIfs.find((w) => w.kind === 'losses-capped-1r');
    expect(capped).toMatchObject({
      actualNetPnl: -510,
      whatIfNetPnl: -360,
      difference: 150,
      tradeIds: ['a'],
    });
  });

  it('takes out the costliest habit, and keeps only the setups that proved better', () => {
    const good = { id: 'orb', name: 'Opening range', group: 'setup' };
    const trades = [
      ...plainJournal(30, 2).map((t, k) =>
        k % 2 === 0 ? { ...t, strategyId: 's-good', netPnl: 400 + (k % 7) * 10, tags: [good] } : t,
      ),
      ...Array.from({ length: 8 }, (_, k) =>
        trade({ id: `x${k}`, day: k, minute: 21 * 60, risk: null, netPnl: -300 - k }),
      ),
    ];
    const analysis = analyzeJournal(trades, OPTIONS);
    const without = analysis.whatIfs.find((w) => w.kind === 'without-worst-pattern');
    const costliest = analysis.findings
      .filter((f) => f.kind === 'behaviour')
      .reduce((a, b) => (b.impact < a.impact ? b : a));
    expect(costliest.impact).toBeLessThan(0);
    expect(without?.basis).toBe(costliest.id);
    const removed = trades.filter((t) => costliest.tradeIds.includes(t.id));
    expect(removed.map((t) => t.id)).toEqual(expect.arrayContaining(['x0', 'x7']));
    expect(without?.difference).toBeCloseTo(-removed.reduce((sum, t) => sum + t.netPnl, 0), 2);
    const best = analysis.whatIfs.find((w) => w.kind === 'best-setups-only');
    expect(best?.basis).toContain('strategy:s-good');
    const kept = trades.filter((t) => t.strategyId === 's-good');
    expect(best?.whatIfNetPnl).toBeCloseTo(
      kept.reduce((sum, t) => sum + t.netPnl, 0),
      2,
    );
    expect(best?.tradeIds).toHaveLength(trades.length - kept.length);
  });

  it('leaves out what-ifs with nothing to rest on', () => {
    const analysis = analyzeJournal(
      plainJournal(30, 2).map((t) => ({ ...t, initialRisk: null, rMultiple: null })),
      OPTIONS,
    );
    expect(analysis.whatIfs).toEqual([]);
  });
});
