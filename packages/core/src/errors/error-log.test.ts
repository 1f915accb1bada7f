import { describe, expect, it } from 'vitest';
import { compressIfWorthwhile } from '../client-storage/cleanup.ts';
import { appendToErrorLog, isErrorRecord, parseErrorLog } from './error-log.ts';
import { createErrorRecord, ERROR_LOG_LIMIT } from './record.ts';

const at = (i: number) =>
  createErrorRecord({ error: new Error(`failure ${i}`), now: Date.UTC(2026, 0, 1) + i, randomId: `r${i}` });

describe('error log', () => {
  it('round-trips records through JSON', () => {
    const log = [at(1), at(2)];
    expect(parseErrorLog(JSON.stringify(log))).toEqual(log);
  });

  it('reads a log that storage cleanup compressed', () => {
    const log = [at(1), at(2), at(3)];
    const compressed = compressIfWorthwhile(JSON.stringify(log));
    expect(compressed).toMatch(/^lzw:/);
    expect(parseErrorLog(compressed)).toEqual(log);
  });

  it('keeps only the last 100 records', () => {
    let log = parseErrorLog(null);
    for (let i = 0; i < ERROR_LOG_LIMIT + 5; i++) log = appendToErrorLog(log, at(i));
    expect(log).toHaveLength(ERROR_LOG_LIMIT);
    expect(log[0]?.technicalMessage).toBe('Error: failure 5');
    expect(log.at(-1)?.technicalMessage).toBe(`Error: failure ${ERROR_LOG_LIMIT + 4}`);
  });

  it.each(['', 'not json', '{"id":"ERR_1"}', '42', 'null'])('reads %j as an empty log', (raw) => {
    expect(parseErrorLog(raw)).toEqual([]);
  });

  it('drops malformed entries and keeps the good ones', () => {
    const good = at(1);
    const stored = [
      good,
      { ...good, id: 'X_1' },
      { ...good, severity: 'fatal' },
      { ...good, category: 'OTHER' },
      { ...good, context: null },
      { ...good, debugInfo: { ...good.debugInfo, consoleOutput: [1] } },
      { ...good, debugInfo: { ...good.debugInfo, lineNumber: '3' } },
      'ERR_2',
    ];
    expect(parseErrorLog(JSON.stringify(stored))).toEqual([good]);
    expect(isErrorRecord(good)).toBe(true);
  });
});
