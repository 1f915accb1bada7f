import { describe, expect, it } from 'vitest';
import { guideBlocks, guideSpans } from './guide-blocks';

describe('guideBlocks', () => {
  it('reads bold and code spans, and leaves the rest as text', () => {
    expect(guideSpans('Open **History**, then `Export`.')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'strong', text: 'History' },
      { kind: 'text', text: ', then ' },
      { kind: 'code', text: 'Export' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('splits paragraphs and lists, joining wrapped lines', () => {
    const blocks = guideBlocks(
      '**Export:** open the\nreport.\n\n**What we read.**\n- one fill per row,\n  with costs\n- cash rows\nAfter the list.',
    );
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        spans: [
          { kind: 'strong', text: 'Export:' },
          { kind: 'text', text: ' open the report.' },
        ],
      },
      { kind: 'paragraph', spans: [{ kind: 'strong', text: 'What we read.' }] },
      {
        kind: 'list',
        items: [
          [{ kind: 'text', text: 'one fill per row, with costs' }],
          [{ kind: 'text', text: 'cash rows' }],
        ],
      },
      { kind: 'paragraph', spans: [{ kind: 'text', text: 'After the list.' }] },
    ]);
  });
});
