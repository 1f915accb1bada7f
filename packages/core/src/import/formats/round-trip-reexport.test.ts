// Files of round trips exported again later (a trade closed since, a position closed in another
// part since, the trader's zone changed): importing both exports, one after the other, into one
// account leaves each fill once in the journal.
import { describe, expect, it } from 'vitest';
import { parseImportFile } from '../parse-import-file.ts';
import { fingerprintExecutions } from '../plan/fingerprint.ts';
import { planImport } from '../plan/plan-import.ts';
import type { ExistingImport, ImportPlan, OpenTrade, StoredFill } from '../plan/types.ts';
import type { ImportResult } from '../types.ts';

const ACCOUNT = '6f1c2d3e-0000-4000-8000-000000000001';

/** An account's stored trades, as the import reads them back (rpc/import_keys). */
class Journal {
  private readonly trades: OpenTrade[] = [];
  private next = 0;

  existing(): ExistingImport {
    const fills = this.trades.flatMap((trade) => trade.executions);
    return {
      brokerExecutionIds: fills.flatMap((fill) => fill.broker_execution_id ?? []),
      importKeys: fills.flatMap((fill) => fill.import_key ?? []),
      openTrades: this.trades.filter((trade) => net(trade.executions) !== 0),
    };
  }

  import(result: ImportResult): ImportPlan {
    expect(result.rowErrors).toEqual([]);
    const plan = planImport({
      executions: result.executions,
      accountId: ACCOUNT,
      keys: fingerprintExecutions(result.executions, ACCOUNT),
      existing: this.existing(),
      instruments: [],
    });
    for (const planned of plan.trades) {
      const executions: StoredFill[] = planned.executions.map((fill) => ({
        ...fill,
        id: fill.id ?? `fill-${++this.next}`,
      }));
      const stored = this.trades.find((trade) => trade.id === planned.id);
      if (stored) stored.executions = executions;
      else this.trades.push({ ...planned, id: `trade-${++this.next}`, executions });
    }
    return plan;
  }

  /** Each trade as "symbol: side quantity @ price, ...". */
  summary(): string[] {
    return this.trades.map(
      (trade) =>
        `${trade.symbol}: ${trade.executions.map((fill) => `${fill.side} ${fill.quantity} @ ${fill.price}`).join(', ')}`,
    );
  }
}

function net(fills: readonly StoredFill[]): number {
  return fills.reduce((sum, fill) => sum + (fill.side === 'buy' ? 1 : -1) * Number(fill.quantity), 0);
}

function parse(fileName: string, content: string, timeZone = 'America/New_York'): ImportResult {
  return parseImportFile({ fileName, content, timeZone });
}

describe('a trade exported open, then again once closed', () => {
  it('TradeZella: the entry is not imported twice although its share of the costs grew', () => {
    const header =
      'Open Date,Open Time,Close Date,Close Time,Symbol,Instrument,Side,Quantity,Entry Price,Exit Price,Commissions,Fees,Gross P&L,Net P&L,Net ROI,Status,Expiration,Strike,Call/Put,Setups,Mistakes,Notes';
    const journal = new Journal();
    journal.import(
      parse(
        'open.csv',
        `${header}\n03/13/2026,14:20:00,,,NVDA,Stock,Short,50,118.40,,1.00,0.00,0.00,0.00,0.00%,Open,,,,,,\n`,
      ),
    );
    const plan = journal.import(
      parse(
        'closed.csv',
        `${header}\n03/13/2026,14:20:00,03/16/2026,10:05:00,NVDA,Stock,Short,50,118.40,116.10,2.40,0.04,115.00,112.56,1.9%,Win,,,,,,\n`,
      ),
    );
    expect([plan.newFills, plan.duplicates, plan.tradesExtended]).toEqual([1, 1, 1]);
    expect(journal.summary()).toEqual(['NVDA: sell 50 @ 118.4, buy 50 @ 116.1']);
  });

  it('TraderSync: the same, with the second export read in another zone', () => {
    const header =
      'Status,Symbol,Size,Side,Type,Open Date,Open Time,Close Date,Close Time,Entry Price,Exit Price,Return $,Return %,Commission,Fees,Expire,Strike,Option,Setups,Notes';
    const journal = new Journal();
    journal.import(
      parse('open.csv', `${header}\nOPEN,MSFT,50,LONG,SHARE,2026-03-13,14:00:00,,,401.00,,0,0,0.50,0,,,,,\n`),
    );
    const plan = journal.import(
      parse(
        'closed.csv',
        `${header}\nWIN,MSFT,50,LONG,SHARE,2026-03-13,14:00:00,2026-03-17,10:00:00,401.00,405.00,199.00,0.99,1.00,0.02,,,,,\n`,
        'America/Chicago',
      ),
    );
    expect([plan.newFills, plan.duplicates]).toEqual([1, 1]);
    expect(journal.summary()).toEqual(['MSFT: buy 50 @ 401, sell 50 @ 405']);
  });
});

describe('XTB: a position closed in two parts, exported after each', () => {
  const preamble = 'Name and surname,Jan Kowalski\nAccount,51234567\nCurrency,EUR\n\n';
  const header =
    'Position,Symbol,Type,Volume,Open time,Open price,Close time,Close price,Open origin,Close origin,Purchase value,Sale value,SL,TP,Margin,Commission,Swap,Rollover,Gross P/L,Comment';
  const first =
    '612004,DE40,BUY,2,17.03.2026 09:00:00,22100.0,17.03.2026 10:00:00,22150.0,xStation5,xStation5,44200.00,44300.00,0.0,0.0,2210.00,-1.00,0.00,0.00,100.00,';
  const second =
    '612004,DE40,BUY,1,17.03.2026 09:00:00,22100.0,17.03.2026 11:30:00,22080.0,xStation5,xStation5,22100.00,22080.00,0.0,0.0,1105.00,-0.50,0.00,0.00,-20.00,';

  it('keeps the entry of each part, each exit once, whatever zone each export is read in', () => {
    const journal = new Journal();
    journal.import(parse('first.csv', `${preamble}${header}\n${first}\n`, 'Europe/Warsaw'));
    const plan = journal.import(parse('both.csv', `${preamble}${header}\n${first}\n${second}\n`, 'UTC'));
    expect([plan.newFills, plan.duplicates]).toEqual([2, 2]);
    const stored = journal.summary().join('; ');
    expect(stored.match(/buy/g)).toHaveLength(2);
    expect(stored.match(/sell/g)).toHaveLength(2);
    expect(stored).toContain('sell 2 @ 22150');
    expect(stored).toContain('sell 1 @ 22080');
    expect(stored).toContain('buy 1 @ 22100');
  });

  it('reads both parts of one file as the entry (one fill per part) and two exits of one trade', () => {
    const journal = new Journal();
    const plan = journal.import(parse('both.csv', `${preamble}${header}\n${first}\n${second}\n`, 'UTC'));
    expect([plan.newFills, plan.tradesCreated]).toEqual([4, 1]);
    expect(journal.summary()).toEqual(['DE40: buy 2 @ 22100, buy 1 @ 22100, sell 2 @ 22150, sell 1 @ 22080']);
  });
});
