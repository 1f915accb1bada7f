import { describe, expect, it } from 'vitest';
import { parseImportFile } from '../parse-import-file.ts';
import { flexTimeLayout } from './ibkr-flex-times.ts';

const STATEMENT = `<?xml version="1.0" encoding="UTF-8"?>
<FlexQueryResponse queryName="Journal" type="AF">
<FlexStatements count="1">
<FlexStatement accountId="U7650004" fromDate="20260302" toDate="20260302">
<Trades>
<Trade accountId="U7650004" currency="USD" assetCategory="STK" symbol="STUV" dateTime="20260302;093100" quantity="10" tradePrice="25.50" ibCommission="-1" buySell="BUY" levelOfDetail="EXECUTION" />
<Trade accountId="U7650004" currency="USD" assetCategory="STK" symbol="STUV" dateTime="20260302;103100" quantity="-10" tradePrice="26" ibCommission="-1" buySell="SELL" levelOfDetail="EXECUTION" />
</Trades>
</FlexStatement>
</FlexStatements>
</FlexQueryResponse>
`;

function read(content: string) {
  return parseImportFile({ fileName: 'flex.xml', content, timeZone: 'America/New_York' });
}

describe('IBKR Flex XML', () => {
  it('reads the whole statement', () => {
    expect(read(STATEMENT).executions).toHaveLength(2);
  });

  it('refuses a download cut off anywhere, importing nothing of it', () => {
    for (const end of [
      60,
      200,
      STATEMENT.indexOf('<Trade ', 300) + 40,
      STATEMENT.indexOf('</Trades>'),
      STATEMENT.length - 12,
    ]) {
      const result = read(STATEMENT.slice(0, end));
      expect(result.format).toBe('ibkr-flex-xml');
      expect(result.refusal).toBe(
        'flex.xml is cut off: the XML ends before the statement does. Download it again from Reports > Flex Queries.',
      );
      expect(result.executions).toEqual([]);
      expect(result.rowErrors).toEqual([]);
    }
  });

  it('reads every date and time option a Flex Query offers', () => {
    const cases: Array<[string[], string]> = [
      [['20260302;093100'], 'YYYYMMDD;HHmmss'],
      [['2026-03-02;09:31:00', '2026-03-04'], 'YYYY-MM-DD;HH:mm:ss'],
      [['20260302 093100'], 'YYYYMMDD HHmmss'],
      [['2026-03-02, 09:31:00'], 'YYYY-MM-DD, HH:mm:ss'],
      [['20260302093100'], 'YYYYMMDDHHmmss'],
      [['25/03/2026;093100'], 'DD/MM/YYYY;HHmmss'],
      [['02-Mar-26 09:31:00'], 'DD-MMM-YY HH:mm:ss'],
    ];
    for (const [values, pattern] of cases) {
      const layout = flexTimeLayout(values);
      expect(layout?.dateTime.pattern, values[0]).toBe(pattern);
      expect(layout?.warning).toBeUndefined();
    }
    expect(flexTimeLayout(['03/02/2026;093100'])?.warning).toMatch(/month first/);
  });
});
