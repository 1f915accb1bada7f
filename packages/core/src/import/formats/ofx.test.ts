import { describe, expect, it } from 'vitest';
import { parseImportFile } from '../parse-import-file.ts';
import { readOfxDocument } from './ofx-document.ts';

const HEADER = 'OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nSECURITY:NONE\r\nENCODING:USASCII\r\n\r\n';

function statement(transactions: string, securities = ''): string {
  return `${HEADER}<OFX>\r
<INVSTMTMSGSRSV1><INVSTMTTRNRS><TRNUID>0<STATUS><CODE>0<SEVERITY>INFO</STATUS>\r
<INVSTMTRS><DTASOF>20250301<CURDEF>USD<INVACCTFROM><BROKERID>example.com<ACCTID>500123</INVACCTFROM>\r
<INVTRANLIST><DTSTART>20250201<DTEND>20250301\r
${transactions}\r
</INVTRANLIST></INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1>\r
<SECLISTMSGSRSV1><SECLIST>${securities}</SECLIST></SECLISTMSGSRSV1>\r
</OFX>\r
`;
}

const STOCK =
  '<STOCKINFO><SECINFO><SECID><UNIQUEID>99933A105<UNIQUEIDTYPE>CUSIP</SECID><SECNAME>ABCD & SONS<TICKER>ABCD</SECINFO></STOCKINFO>';
const BUY =
  '<BUYSTOCK><INVBUY><INVTRAN><FITID>77<DTTRADE>20250203094500.000[-5:EST]<MEMO></INVTRAN>' +
  '<SECID><UNIQUEID>99933A105<UNIQUEIDTYPE>CUSIP</SECID><UNITS>10<UNITPRICE>12.5<COMMISSION>1<FEES>0.01<TOTAL>-126.01</INVBUY><BUYTYPE>BUY</BUYSTOCK>';
const DIVIDEND =
  '<INCOME><INVTRAN><FITID>78<DTTRADE>20250210<MEMO>DIVIDEND</INVTRAN>' +
  '<SECID><UNIQUEID>99933A105<UNIQUEIDTYPE>CUSIP</SECID><INCOMETYPE>DIV<TOTAL>3.10<SUBACCTSEC>CASH<SUBACCTFUND>CASH</INCOME>';

function read(content: string, fileName = 'activity.qfx') {
  return parseImportFile({ fileName, content, timeZone: 'America/New_York' });
}

describe('OFX / QFX', () => {
  it('closes SGML leaves, empty ones included, and escapes a bare ampersand', () => {
    const result = read(statement(BUY, STOCK));
    expect(result.rowErrors).toEqual([]);
    expect(result.executions).toEqual([
      {
        time: '2025-02-03T09:45:00-05:00',
        symbol: 'ABCD',
        side: 'buy',
        quantity: 10,
        price: 12.5,
        commission: 1,
        fees: 0.01,
        assetClass: 'stock',
        currency: 'USD',
        brokerExecutionId: '77',
        accountRef: '500123',
      },
    ]);
  });

  it('refuses a download cut off anywhere, importing nothing of it', () => {
    const whole = statement(BUY, STOCK);
    for (const end of [20, whole.indexOf('<UNITS>') + 4, whole.indexOf('</INVTRANLIST>'), whole.length - 5]) {
      const result = read(whole.slice(0, end));
      expect(result.format).toBe('ofx');
      expect(result.refusal).toBe(
        'activity.qfx is cut off: the OFX ends before the statement does. Download it again from the broker.',
      );
      expect(result.executions).toEqual([]);
    }
  });

  it('refuses a file whose tags do not nest', () => {
    const result = read(statement(BUY.replace('</INVBUY>', '</INVSELL>'), STOCK));
    expect(result.refusal).toBe(
      'activity.qfx is not a readable OFX file: its tags do not nest. Download it again from the broker.',
    );
  });

  it('says in one sentence that a statement of dividends only holds no trades', () => {
    const result = read(statement(DIVIDEND, STOCK));
    expect(result.format).toBe('ofx');
    expect(result.noTrades).toBe(
      'activity.qfx holds no trades: it lists 1 dividend. Download a date range that holds trades.',
    );
  });

  it('recognises a bank statement and says it is not an investment one', () => {
    const bank = `${HEADER}<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS><CURDEF>USD<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20250203<TRNAMT>-9.99<FITID>1</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const result = read(bank, 'checking.ofx');
    expect(result.format).toBe('ofx');
    expect(result.noTrades).toBe(
      "checking.ofx is a bank or card statement, not an investment one: download the brokerage account's activity as OFX/QFX instead.",
    );
  });

  it('keeps the file’s line numbers through the header and the closing of leaves', () => {
    const document = readOfxDocument(statement(`\r\n${BUY}`, STOCK));
    expect('root' in document && document.root.line).toBe(7);
    const result = read(statement(`\r\n${BUY.replace('<UNITPRICE>12.5', '<UNITPRICE>0')}`, STOCK));
    expect(result.rowErrors).toEqual([
      { line: 12, column: 'UNITPRICE', code: 'TRADE-002', message: 'The price 0 is not above zero' },
    ]);
  });

  it('names a security missing from the list by its id, and says so', () => {
    const result = read(statement(BUY));
    expect(result.executions[0]?.symbol).toBe('99933A105');
    expect(result.warnings).toEqual([
      {
        line: 11,
        message: "Security 99933A105 is not in the file's security list: its id is used as the symbol",
      },
    ]);
  });
});
