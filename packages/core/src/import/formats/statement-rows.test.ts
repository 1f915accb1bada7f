import { describe, expect, it } from 'vitest';
import { readDelimited } from '../delimited.ts';
import { ImportSink } from '../format.ts';
import { addCash, detectHeader, optionSymbol, statementRows, usDate } from './statement-rows.ts';

const statement = readDelimited('For Account:,1234\n\nDate,Action,Amount\n03/02/2026,Deposit,100\n');

describe('statement rows', () => {
  it('finds the header under a preamble and rates it', () => {
    const found = statementRows(statement, ['Date', 'Action']);
    expect(found?.rows.map((row) => row.line)).toEqual([4]);
    expect(found?.columns.cell(found.rows[0] ?? { line: 0, cells: [] }, 'Amount')).toBe('100');
    expect(
      detectHeader(
        { fileName: 'a.csv', rows: statement, head: '' },
        ['Date'],
        ['Date', 'Action', 'Price', 'Fee'],
      ),
    ).toBe(0.5);
    expect(statementRows(statement, ['Quantity'])).toBeNull();
  });

  it('writes option contracts in OCC form, refusing parts that make none', () => {
    expect(optionSymbol('AAPL', 2026, 4, 17, 'Call', '$182.50')).toBe('AAPL260417C00182500');
    expect(optionSymbol('SPY', 26, 3, 20, 'put', '1,000')).toBe('SPY260320P01000000');
    expect(optionSymbol('SPY', 2026, 3, 20, 'straddle', '500')).toBeNull();
    expect(optionSymbol('SPY', 2026, 13, 20, 'C', '500')).toBeNull();
  });

  it('reads US dates with two- and four-digit years', () => {
    expect(usDate('3/15/26')).toEqual({ year: 2026, month: 3, day: 15 });
    expect(usDate('03/15/2026')).toEqual({ year: 2026, month: 3, day: 15 });
    expect(usDate('2026-03-15')).toBeNull();
  });

  it('turns signed amounts into deposits and withdrawals, and a zero into a skipped row', () => {
    const sink = new ImportSink('UTC');
    addCash(sink, 2, '2026-03-02T00:00:00Z', 500, { currency: 'USD' });
    addCash(sink, 3, '2026-03-03T00:00:00Z', -20.5, { accountRef: 'X1' });
    addCash(sink, 4, '2026-03-04T00:00:00Z', 0);
    expect(sink.cashTransactions).toEqual([
      { line: 2, time: '2026-03-02T00:00:00Z', amount: 500, currency: 'USD', kind: 'deposit' },
      { line: 3, time: '2026-03-03T00:00:00Z', amount: 20.5, kind: 'withdrawal', accountRef: 'X1' },
    ]);
    expect(sink.skipped).toEqual([{ line: 4, kind: 'transfer', description: 'A transfer of 0' }]);
  });
});
