import { describe, expect, it } from 'vitest';
import { EDGELOG_COLUMNS } from '../import/formats/edgelog.ts';
import { parseImportFile } from '../import/parse-import-file.ts';
import type { ImportedExecution } from '../import/types.ts';
import { fillsExportCsv, type FillExportRow } from './fills-export.ts';

// As rest/v1 gives them: numbers as numeric's text (trailing zeros kept), times normalised to UTC.
const FILLS: FillExportRow[] = [
  {
    tradeId: '6f1c0a52-0000-4000-8000-000000000001',
    account: 'Main, "margin"',
    symbol: 'AAPL',
    assetClass: 'stock',
    side: 'buy',
    quantity: '100.5000',
    price: '187.255',
    commission: '0.35',
    fees: '0.0123',
    time: '2026-03-09T13:30:00.125+00:00',
    multiplier: '1',
    currency: 'USD',
    brokerExecutionId: 'ex "1", a',
    orderId: 'o-1',
  },
  {
    tradeId: '6f1c0a52-0000-4000-8000-000000000002',
    account: 'Futures\nprop',
    symbol: 'MESM6',
    assetClass: 'future',
    side: 'sell',
    quantity: '3',
    price: '5250.25',
    commission: '0',
    fees: '0',
    time: '2026-03-10T14:31:00+00:00',
    multiplier: '5',
    currency: null,
    brokerExecutionId: null,
    orderId: null,
  },
  {
    tradeId: '6f1c0a52-0000-4000-8000-000000000003',
    account: null,
    symbol: 'SPY 260320C00500000',
    assetClass: 'option',
    side: 'sell',
    quantity: '2',
    price: '3.15',
    commission: '1.30',
    fees: '0.04',
    time: '2026-03-11T19:59:59.999+00:00',
    multiplier: '100',
    currency: 'USD',
    brokerExecutionId: '-7781',
    orderId: '42',
  },
  {
    tradeId: '6f1c0a52-0000-4000-8000-000000000004',
    account: 'Crypto',
    symbol: 'BTC/USDT',
    assetClass: 'crypto',
    side: 'buy',
    quantity: '0.00012345',
    price: '67000.01',
    commission: '0.00000012',
    fees: '0',
    time: '2026-03-11T01:02:03+05:30',
    multiplier: '1',
    currency: 'USDT',
    brokerExecutionId: 'b-1',
    orderId: null,
  },
];

function asImported(fill: FillExportRow): ImportedExecution {
  return {
    time: fill.time,
    symbol: fill.symbol,
    side: fill.side,
    quantity: Number(fill.quantity),
    price: Number(fill.price),
    commission: Number(fill.commission),
    fees: Number(fill.fees),
    assetClass: fill.assetClass as ImportedExecution['assetClass'],
    ...(fill.multiplier === null ? {} : { multiplier: Number(fill.multiplier) }),
    ...(fill.currency === null ? {} : { currency: fill.currency }),
    ...(fill.brokerExecutionId === null ? {} : { brokerExecutionId: fill.brokerExecutionId }),
    ...(fill.orderId === null ? {} : { orderId: fill.orderId }),
    ...(fill.account === null ? {} : { accountRef: fill.account }),
  };
}

describe('fillsExportCsv', () => {
  it('is read back by the importer as Edgelog fills, the same executions in the same order', () => {
    const text = fillsExportCsv(FILLS);
    const result = parseImportFile({ fileName: 'edgelog-fills.csv', content: text, timeZone: 'Asia/Tokyo' });
    expect(result.format).toBe('edgelog');
    expect(result.rowErrors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.executions).toEqual(FILLS.map(asImported));
  });

  it('keeps the layout and the database digits exactly', () => {
    const [header, first] = fillsExportCsv(FILLS).split('\r\n');
    expect(header).toBe(EDGELOG_COLUMNS.join(','));
    expect(first).toBe(
      '6f1c0a52-0000-4000-8000-000000000001,"Main, ""margin""",AAPL,stock,buy,100.5000,187.255,0.35,0.0123,' +
        '2026-03-09T13:30:00.125+00:00,1,USD,"ex ""1"", a",o-1',
    );
  });

  it('writes only the header for no fills', () => {
    expect(fillsExportCsv([])).toBe(`${EDGELOG_COLUMNS.join(',')}\r\n`);
  });
});
