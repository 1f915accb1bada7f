import { describe, expect, it } from 'vitest';
import { parseImportFile } from '../parse-import-file.ts';

const HEADER =
  'Account,Date/Time,Symbol,Description,Symbol type,Expiration date,Strike price,Side,Order type,Quantity,Price,Gross P/L,Fee,Net P/L,Trade ID,Order ID,Position ID,Connection name';
const row = (time: string, side: string, quantity: number, price: string, gross: string, id: string) =>
  `APEX-1,${time},MNQH6,Micro E-mini Nasdaq-100,Futures,3/20/2026,,${side},Limit,${quantity},${price},${gross},-0.62,0,${id},O-${id},P-1,Rithmic`;

describe('Quantower trades', () => {
  it("checks each closing row's gross P/L against the fills and names a difference", () => {
    const file = (stated: string) =>
      [
        HEADER,
        row('3/6/2026 9:31:02 AM', 'Buy', 1, '18250.50', '0.00', 'T1'),
        row('3/6/2026 9:40:15 AM', 'Sell', 1, '18262.25', stated, 'T2'),
      ].join('\n');
    const read = (stated: string) =>
      parseImportFile({ fileName: 'trades.csv', content: file(stated), timeZone: 'America/New_York' });
    // 11.75 points of a $2 contract.
    expect(read('23.50').warnings).toEqual([]);
    const wrong = read('23.00');
    expect(wrong.pnlChecks?.[0]).toMatchObject({
      symbol: 'MNQH6',
      stated: 23,
      derivedGross: 23.5,
      agrees: false,
    });
    expect(wrong.warnings[0]?.message).toMatch(
      /states a realised P&L of \+23\.00.*give \+23\.50 before costs/,
    );
  });
});
