import { parseImportFile } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { rowErrorsOf } from './diagnostics';

// A Webull orders export whose line 3 has a negative price and line 4 no side.
const WEBULL = [
  'Name,Symbol,Side,Status,Filled,Total Qty,Price,Avg Price,Time-in-Force,Placed Time,Filled Time',
  'Apple Inc,AAPL,Buy,Filled,10,10,MKT,190.00,DAY,03/09/2026 09:31:00 EDT,03/09/2026 09:31:01 EDT',
  'Tesla Inc,TSLA,Buy,Filled,3,3,MKT,-180.00,DAY,03/10/2026 12:00:00 EDT,03/10/2026 12:00:01 EDT',
  'Nvidia,NVDA,Hold,Filled,4,4,MKT,120.00,DAY,03/11/2026 09:35:00 EDT,03/11/2026 09:35:01 EDT',
].join('\n');

describe('rowErrorsOf', () => {
  it('gives each row error the cell it points at, read back from the file', () => {
    const bytes = new TextEncoder().encode(WEBULL);
    const result = parseImportFile({ fileName: 'w.csv', content: bytes, timeZone: 'America/New_York' });
    const errors = rowErrorsOf({ name: 'w.csv', bytes, result });
    expect(errors.map(({ line, column, value, fileName }) => ({ line, column, value, fileName }))).toEqual([
      { line: 3, column: 'Avg Price', value: '-180.00', fileName: 'w.csv' },
      { line: 4, column: 'Side', value: 'Hold', fileName: 'w.csv' },
    ]);
  });

  it('leaves the value out of an error that names no column', () => {
    const bytes = new TextEncoder().encode('a,b\n1,2\n');
    const errors = rowErrorsOf({
      name: 'x.csv',
      bytes,
      result: {
        format: 'generic',
        executions: [],
        rowErrors: [{ line: 2, code: 'TRADE-002', message: 'Unreadable' }],
        warnings: [],
        skipped: [],
        cashTransactions: [],
      },
    });
    expect(errors).toEqual([{ line: 2, code: 'TRADE-002', message: 'Unreadable', fileName: 'x.csv' }]);
  });
});
