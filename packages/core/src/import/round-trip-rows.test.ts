import { describe, expect, it } from 'vitest';
import { ImportSink } from './format.ts';
import { parseImportFile } from './parse-import-file.ts';
import { FillsById, tradeRowId, wallTime, type TradeLeg } from './round-trip-rows.ts';
import type { ImportedExecution } from './types.ts';

const base = { symbol: 'ESM6', quantity: 1, assetClass: 'future' as const };

function leg(time: string, price: number, more: Partial<TradeLeg> = {}): TradeLeg {
  return { time, price, commission: 0.5, fees: 0.1, ...more };
}

function fill(side: 'buy' | 'sell', time: string, price: number, id: string): ImportedExecution {
  return { ...base, time, side, price, commission: 0, fees: 0, brokerExecutionId: id };
}

function summary(sink: ImportSink) {
  return sink.executions.map((e) => [e.brokerExecutionId, e.side, e.quantity, e.price]);
}

describe('FillsById', () => {
  it('reports a fill id read again with another price as a row error and keeps nothing of that row', () => {
    const sink = new ImportSink('UTC');
    const fills = new FillsById(sink);
    fills.addRoundTrip(
      fill('buy', '2026-03-06T10:00:00Z', 5000, 'b1'),
      fill('sell', '2026-03-06T10:05:00Z', 5010, 's1'),
      { line: 2 },
    );
    fills.addRoundTrip(
      fill('buy', '2026-03-06T10:00:00Z', 5000.25, 'b1'),
      fill('sell', '2026-03-06T10:07:00Z', 5012, 's2'),
      { line: 3 },
    );
    expect(summary(sink)).toEqual([
      ['b1', 'buy', 1, 5000],
      ['s1', 'sell', 1, 5010],
    ]);
    expect(sink.rowErrors).toEqual([
      {
        line: 3,
        code: 'TRADE-007',
        message:
          'The fill id b1 was read before as a buy at 5000 on 2026-03-06T10:00:00Z; this row has a buy at 5000.25 on 2026-03-06T10:00:00Z',
      },
    ]);
  });

  it('adds up a fill listed again with the same price, time and side, its instant written another way', () => {
    const sink = new ImportSink('UTC');
    const fills = new FillsById(sink);
    fills.addRoundTrip(
      fill('buy', '2026-03-06T10:00:00Z', 5000, 'b1'),
      fill('sell', '2026-03-06T10:05:00Z', 5010, 's1'),
      { line: 2 },
    );
    fills.addRoundTrip(
      fill('buy', '2026-03-06T11:00:00+01:00', 5000, 'b1'),
      fill('sell', '2026-03-06T10:07:00Z', 5012, 's2'),
      { line: 3 },
    );
    expect(summary(sink)).toEqual([
      ['b1', 'buy', 2, 5000],
      ['s1', 'sell', 1, 5010],
      ['s2', 'sell', 1, 5012],
    ]);
    expect(sink.rowErrors).toEqual([]);
  });

  it('keeps a short a short when its entry and exit share one instant', () => {
    const sink = new ImportSink('UTC');
    new FillsById(sink).addTrade(
      { line: 2 },
      base,
      false,
      leg('2026-03-06T10:00:00Z', 5010),
      leg('2026-03-06T10:00:00Z', 5000),
    );
    expect(sink.executions.map((e) => [e.side, e.price])).toEqual([
      ['sell', 5010],
      ['buy', 5000],
    ]);
  });

  it('takes the buy first for a direction-less round trip within one instant unless told the sell was', () => {
    const at = '2026-03-06T10:00:00Z';
    const long = new ImportSink('UTC');
    new FillsById(long).addRoundTrip(fill('buy', at, 5000, 'b'), fill('sell', at, 5010, 's'), { line: 2 });
    expect(long.executions.map((e) => e.side)).toEqual(['buy', 'sell']);
    const short = new ImportSink('UTC');
    new FillsById(short).addRoundTrip(fill('buy', at, 5000, 'b'), fill('sell', at, 5010, 's'), {
      line: 2,
      sellFirst: true,
    });
    expect(short.executions.map((e) => e.side)).toEqual(['sell', 'buy']);
  });

  it("names a trade row's fills after its id, numbering alike rows so they stay apart", () => {
    const sink = new ImportSink('UTC');
    const fills = new FillsById(sink);
    for (const line of [2, 3]) {
      fills.addTrade(
        { line, id: fills.uniqueRowId('T1') },
        base,
        true,
        leg('2026-03-06T10:00:00Z', 5000),
        leg('2026-03-06T10:05:00Z', 5010),
      );
    }
    fills.addEntry({ line: 4, id: fills.uniqueRowId('T2') }, base, true, leg('2026-03-06T11:00:00Z', 5001));
    expect(sink.executions.map((e) => e.brokerExecutionId)).toEqual([
      'T1:entry',
      'T1:exit',
      'T1#2:entry',
      'T1#2:exit',
      'T2:entry',
    ]);
    expect(sink.rowErrors).toEqual([]);
  });

  it('keeps an id the leg brings, and hashes a composed id too long for the journal', () => {
    const sink = new ImportSink('UTC');
    const fills = new FillsById(sink);
    fills.addTrade(
      { line: 2, id: 'x'.repeat(130) },
      base,
      true,
      leg('2026-03-06T10:00:00Z', 5000, { brokerExecutionId: 'own' }),
      leg('2026-03-06T10:05:00Z', 5010),
    );
    const [entry, exit] = sink.executions;
    expect(entry?.brokerExecutionId).toBe('own');
    expect(exit?.brokerExecutionId).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('tradeRowId', () => {
  it('is the same whatever the zone the open time was placed in', () => {
    const row = { symbol: 'AAPL', long: false, quantity: 300, entryPrice: 187.25 };
    const inNewYork = tradeRowId({ ...row, opened: '2026-03-06T09:30:05-05:00' });
    expect(inNewYork).toBe('AAPL|short|2026-03-06T09:30:05|300|187.25');
    expect(tradeRowId({ ...row, opened: '2026-03-06T09:30:05Z' })).toBe(inNewYork);
  });

  it('keeps fractions of a second and drops only the offset', () => {
    expect(wallTime('2026-03-06T09:30:05.250+0530')).toBe('2026-03-06T09:30:05.250');
    expect(wallTime('2026-03-06T09:30:05')).toBe('2026-03-06T09:30:05');
  });
});

describe('a file naming one fill twice with two prices', () => {
  it('is a row error on the later row (Tradovate Performance), not a fill dropped in silence', () => {
    const header =
      'symbol,_priceFormat,_priceFormatType,_tickSize,buyFillId,sellFillId,qty,buyPrice,sellPrice,pnl,boughtTimestamp,soldTimestamp,duration';
    const rows = [
      'ESM6,-2,0,0.25,9001,9002,1,5250.25,5252.75,$125.00,03/06/2026 09:31:02,03/06/2026 09:40:15,9min',
      'ESM6,-2,0,0.25,9001,9003,1,5250.50,5253.00,$125.00,03/06/2026 09:31:02,03/06/2026 09:41:00,10min',
    ];
    const result = parseImportFile({
      fileName: 'Performance.csv',
      content: [header, ...rows].join('\n'),
      timeZone: 'UTC',
    });
    expect(result.rowErrors).toEqual([
      {
        line: 3,
        code: 'TRADE-007',
        message:
          'The fill id 9001 was read before as a buy at 5250.25 on 2026-03-06T09:31:02+00:00; this row has a buy at 5250.5 on 2026-03-06T09:31:02+00:00',
      },
    ]);
    expect(result.executions.map((fill) => fill.brokerExecutionId)).toEqual(['9001', '9002']);
  });
});
