import { describe, expect, it } from 'vitest';
import { htmlText, readHtmlRows } from './html-table.ts';

describe('HTML table rows', () => {
  it('reads cells with their lines, spans laid out as empty cells', () => {
    const html = [
      '<html><body><TABLE border=0>',
      '<tr align=center><td>Ticket</td><td nowrap>Open Time</td><td>Type</td><td>Profit</td></tr>',
      '<tr><td>1</td><td class=msdate>2026.03.02</td><td colspan=1>buy</td><td>5.00</td></tr>',
      '<tr><td>2</td><td colspan="2" align=left>Deposit</td><td>10&nbsp;000.00</td></tr>',
      '</table></body></html>',
    ].join('\n');
    expect(readHtmlRows(html)).toEqual([
      { line: 2, cells: ['Ticket', 'Open Time', 'Type', 'Profit'] },
      { line: 3, cells: ['1', '2026.03.02', 'buy', '5.00'] },
      { line: 4, cells: ['2', 'Deposit', '', '10 000.00'] },
    ]);
  });

  it('tolerates unclosed cells and rows, and leaves out rows with nothing in them', () => {
    const html = '<table><tr><td>a<td><b>b</b>\n<tr><td>&nbsp;<tr><TD>c &amp; d</TD></table>';
    expect(readHtmlRows(html)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['c & d'] },
    ]);
  });

  it('decodes numeric entities and drops inner tags', () => {
    expect(htmlText('<span title="x">EUR&#47;USD</span> &#x2212;1')).toBe('EUR/USD \u22121');
    expect(htmlText('&unknown; kept')).toBe('&unknown; kept');
  });
});

describe('HTML table rows from an offset', () => {
  it('starts at the row found and still numbers lines from the top', () => {
    const html = '<table>\n<tr><td>skipped</td></tr>\n<tr><td>kept</td></tr>\n</table>';
    expect(readHtmlRows(html, html.indexOf('<tr><td>kept'))).toEqual([{ line: 3, cells: ['kept'] }]);
  });
});
