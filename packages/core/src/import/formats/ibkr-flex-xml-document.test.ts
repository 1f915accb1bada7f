import { describe, expect, it } from 'vitest';
import { attr, readFlexDocument, type FlexElement } from './ibkr-flex-xml-document.ts';

function statement(rows: string): string {
  return `<?xml version="1.0"?>
<FlexQueryResponse queryName="q">
<FlexStatements count="1">
<FlexStatement accountId="U1">
<Trades>
${rows}
</Trades>
</FlexStatement>
</FlexStatements>
</FlexQueryResponse>`;
}

function elements(rows: string): FlexElement[] {
  const document = readFlexDocument(statement(rows));
  if (!('elements' in document)) throw new Error(`not read: ${document.broken}`);
  return document.elements;
}

describe('readFlexDocument', () => {
  it('reads each row by its own attribute names when rows of one tag differ in names or order', () => {
    const rows = elements(
      [
        '<Trade symbol="AAA" quantity="1" />',
        '<Trade symbol="BBB" quantity="2" />',
        '<Trade quantity="3" symbol="CCC" />',
        '<Trade symbol="DDD" />',
        '<Trade symbol="EEE" quantity="5" price="9" />',
        '<Trade symbol="FFF" quantity="6" />',
      ].join('\n'),
    );
    expect(rows.map((row) => [attr(row, 'symbol'), attr(row, 'quantity'), attr(row, 'price')])).toEqual([
      ['AAA', '1', ''],
      ['BBB', '2', ''],
      ['CCC', '3', ''],
      ['DDD', '', ''],
      ['EEE', '5', '9'],
      ['FFF', '6', ''],
    ]);
    expect(rows.map((row) => row.line)).toEqual([6, 7, 8, 9, 10, 11]);
    expect(rows.every((row) => row.statementAccount === 'U1')).toBe(true);
  });

  it('gives the first name with a value, the last of a repeated name, and trims values', () => {
    const [row] = elements('<Trade tradePrice="" price=" 12.5 " code="A" code="B" note="\u00a0x\u00a0" />');
    expect(attr(row as FlexElement, 'tradePrice', 'price')).toBe('12.5');
    expect(attr(row as FlexElement, 'code')).toBe('B');
    expect(attr(row as FlexElement, 'note')).toBe('x');
    expect(attr(row as FlexElement, 'missing')).toBe('');
  });

  it('decodes character references, in any value of any row', () => {
    const rows = elements(
      [
        '<Trade description="PLAIN" />',
        '<Trade description="AT&amp;T &lt;PR A&gt; &#x41;&#66;" />',
        '<Trade description="PLAIN TOO" />',
      ].join('\n'),
    );
    expect(rows.map((row) => attr(row, 'description'))).toEqual(['PLAIN', 'AT&T <PR A> AB', 'PLAIN TOO']);
  });

  it('finds a file malformed when a value holds a raw "<" or a reference that names nothing', () => {
    expect(readFlexDocument(statement('<Trade symbol="A<B" />'))).toEqual({ broken: 'malformed' });
    expect(readFlexDocument(statement('<Trade symbol="A&nothing;" />'))).toEqual({ broken: 'malformed' });
    expect(readFlexDocument(statement('<Trade symbol="A&amp" />'))).toEqual({ broken: 'malformed' });
  });
});
