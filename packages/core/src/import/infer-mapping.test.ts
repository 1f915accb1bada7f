import { describe, expect, it } from 'vitest';
import { readDelimited } from './delimited.ts';
import { inferMapping } from './infer-mapping.ts';
import { parseImportFile } from './parse-import-file.ts';

describe('the mapping a recognised format implies', () => {
  it('finds the columns the Edgelog export was read from', () => {
    const content = [
      'trade_id,account,symbol,asset_class,side,quantity,price,commission,fees,time,multiplier,currency,broker_execution_id,order_id',
      't1,Main,AAPL,stock,buy,100,180.25,1.00,0.05,2026-03-02T14:30:00Z,1,USD,e1,o1',
      't1,Main,AAPL,stock,sell,100,181.75,1.00,0.05,2026-03-02T15:00:00Z,1,USD,e2,o2',
    ].join('\n');
    const result = parseImportFile({ fileName: 'fills.csv', content, timeZone: 'UTC' });
    expect(result.format).toBe('edgelog');
    const [header, ...rows] = readDelimited(content);
    expect(inferMapping(header?.cells ?? [], rows, result.executions)).toEqual({
      time: 'time',
      symbol: 'symbol',
      side: 'side',
      quantity: 'quantity',
      price: 'price',
      commission: 'commission',
      fees: 'fees',
      currency: 'currency',
      brokerExecutionId: 'broker_execution_id',
      orderId: 'order_id',
      accountRef: 'account',
    });
  });

  it('leaves a field out when no column clearly holds it', () => {
    const [header, ...rows] = readDelimited('When,What,Amount\n2026-03-02 10:00,Coffee,3.5\n');
    expect(
      inferMapping(header?.cells ?? [], rows, [
        {
          time: '2026-03-02T09:00:00Z',
          symbol: 'AAPL',
          side: 'buy',
          quantity: 10,
          price: 100,
          commission: 0,
          fees: 0,
          assetClass: 'stock',
        },
      ]),
    ).toEqual({});
  });
});
