import { describe, expect, it } from 'vitest';
import { parseImportFile } from '../parse-import-file.ts';
import type { ImportedExecution, PnlCheck } from '../types.ts';
import { fingerprintExecutions } from './fingerprint.ts';
import { planImport } from './plan-import.ts';
import { summariseSymbols } from './symbol-summary.ts';
import type { ExistingImport, OpenTrade } from './types.ts';

const ACCOUNT = '6f1c2d3e-0000-4000-8000-000000000001';
const NOTHING: ExistingImport = { brokerExecutionIds: [], importKeys: [], openTrades: [] };

// Tradovate's Performance layout: ESM6 twice (the second pair states +$300.00 where its prices
// give +$125.00: a wrong figure on line 3), MNQM6 once and in agreement.
const PERFORMANCE = [
  'symbol,_priceFormat,_priceFormatType,_tickSize,buyFillId,sellFillId,qty,buyPrice,sellPrice,pnl,boughtTimestamp,soldTimestamp,duration',
  'ESM6,-2,0,0.25,9001,9002,1,5250.25,5252.75,$125.00,03/06/2026 09:31:02,03/06/2026 09:40:15,9min 13sec',
  'ESM6,-2,0,0.25,9003,9004,1,5250.00,5252.50,$300.00,03/06/2026 09:50:00,03/06/2026 09:55:00,5min',
  'MNQM6,-2,0,0.25,9010,9011,1,18250.50,18260.00,$19.00,03/06/2026 10:15:00,03/06/2026 10:20:00,5min',
].join('\n');

function planned(executions: ImportedExecution[], existing: ExistingImport = NOTHING) {
  return planImport({
    executions,
    accountId: ACCOUNT,
    keys: fingerprintExecutions(executions, ACCOUNT),
    existing,
    instruments: [],
  });
}

describe('summariseSymbols', () => {
  const result = parseImportFile({ fileName: 'perf.csv', content: PERFORMANCE, timeZone: 'America/Chicago' });
  const plan = planned(result.executions);
  const summary = summariseSymbols({
    trades: plan.trades,
    tradesCreated: plan.tradesCreated,
    executions: result.executions,
    files: [{ name: 'perf.csv', checks: result.pnlChecks ?? [] }],
  });

  it('puts the symbol whose stated P&L disagrees first, with both figures and the rows that state it', () => {
    expect(summary.symbols.map((row) => row.symbol)).toEqual(['ESM6', 'MNQM6']);
    const [es, mnq] = summary.symbols;
    expect(es).toMatchObject({
      fills: 4,
      newFills: 4,
      tradesCreated: 2,
      tradesExtended: 0,
      openTrades: 0,
      realisedGross: 250,
      realisedNet: 250,
      differs: true,
    });
    expect(es?.stated).toEqual([
      {
        fileName: 'perf.csv',
        accountRef: null,
        lines: [2, 3],
        stated: 425,
        basis: 'gross',
        derivedGross: 250,
        derivedNet: 250,
        derived: 250,
        derivedBasis: 'gross',
        difference: 175,
        agrees: false,
      },
    ]);
    expect(mnq).toMatchObject({ fills: 2, newFills: 2, tradesCreated: 1, realisedGross: 19, differs: false });
    expect(mnq?.stated[0]).toMatchObject({ stated: 19, derived: 19, difference: 0, agrees: true });
    expect(summary.wholeFile).toEqual([]);
  });

  it('counts duplicates as fills of the file but not as new, and an extended open trade apart', () => {
    const fills: ImportedExecution[] = [
      {
        time: '2026-03-02T10:00:00Z',
        symbol: 'AAPL',
        side: 'sell',
        quantity: 10,
        price: 105,
        commission: 1,
        fees: 0,
        assetClass: 'stock',
      },
      {
        time: '2026-03-03T10:00:00Z',
        symbol: 'MSFT',
        side: 'buy',
        quantity: 5,
        price: 400,
        commission: 1,
        fees: 0,
        assetClass: 'stock',
      },
    ];
    const open: OpenTrade = {
      id: 't1',
      symbol: 'AAPL',
      asset_class: 'stock',
      multiplier: 1,
      currency: 'USD',
      executions: [
        {
          id: 'f1',
          executed_at: '2026-03-01T10:00:00Z',
          side: 'buy',
          quantity: 10,
          price: 100,
          commission: 1,
          fees: 0,
          currency: 'USD',
          broker_execution_id: null,
          order_id: null,
          import_key: null,
        },
      ],
    };
    const duplicateKey = fingerprintExecutions(fills, ACCOUNT)[1] ?? '';
    const plan = planned(fills, { brokerExecutionIds: [], importKeys: [duplicateKey], openTrades: [open] });
    const { symbols } = summariseSymbols({
      trades: plan.trades,
      tradesCreated: plan.tradesCreated,
      executions: fills,
      files: [],
    });
    expect(symbols).toEqual([
      expect.objectContaining({
        symbol: 'AAPL',
        fills: 1,
        newFills: 1,
        tradesCreated: 0,
        tradesExtended: 1,
        realisedGross: 50,
        realisedNet: 48,
        stated: [],
      }),
      expect.objectContaining({
        symbol: 'MSFT',
        fills: 1,
        newFills: 0,
        tradesCreated: 0,
        tradesExtended: 0,
        realisedGross: 0,
      }),
    ]);
  });

  it('compares a figure of either basis with the closer one, and keeps a total naming no symbol apart', () => {
    const check = (more: Partial<PnlCheck>): PnlCheck => ({
      symbol: 'AAPL',
      accountRef: null,
      lines: [4],
      stated: 48,
      basis: 'either',
      derivedGross: 50,
      derivedNet: 48,
      agrees: true,
      ...more,
    });
    const { symbols, wholeFile } = summariseSymbols({
      trades: [],
      tradesCreated: 0,
      executions: [],
      files: [
        {
          name: 'a.csv',
          checks: [check({}), check({ symbol: null, stated: 60, agrees: false, lines: [9] })],
        },
      ],
    });
    expect(symbols[0]?.stated[0]).toMatchObject({ derived: 48, derivedBasis: 'net', difference: 0 });
    expect(symbols[0]?.differs).toBe(false);
    expect(wholeFile).toEqual([
      expect.objectContaining({ lines: [9], derived: 50, derivedBasis: 'gross', difference: 10 }),
    ]);
  });
});
