import { describe, expect, it } from 'vitest';
import { descendants, readOfxDocument, type OfxNode } from './ofx-document.ts';

type Shape = { tag: string; text: string; children: Shape[] };
const shape = (node: OfxNode): Shape => ({
  tag: node.tag,
  text: node.text,
  children: node.children.map(shape),
});
const leafOf = (tag: string, text = ''): Shape => ({ tag, text, children: [] });

function tree(text: string): Shape | string {
  const document = readOfxDocument(text);
  return 'root' in document ? shape(document.root) : document.broken;
}

describe('readOfxDocument', () => {
  it('closes SGML leaves, keeps an empty leaf empty and lifts what an unclosed tag held to its parent', () => {
    expect(tree('OFXHEADER:100\n\n<OFX>\n<A>\n<MEMO>\n<B>1\n<C>x\n</A>\n</OFX>\n')).toEqual({
      tag: 'OFX',
      text: '',
      children: [{ tag: 'A', text: '', children: [leafOf('MEMO'), leafOf('B', '1'), leafOf('C', 'x')] }],
    });
    expect(tree('<OFX><A><B><C>1</A></OFX>')).toEqual({
      tag: 'OFX',
      text: '',
      children: [{ tag: 'A', text: '', children: [leafOf('B'), leafOf('C', '1')] }],
    });
  });

  it('reads XML elements, self-closing ones, any letter case and whatever stands before the root', () => {
    expect(tree('<?xml version="1.0"?><!-- a comment --><ofx><a><b>1</b><c/></a></ofx>\u0000\n')).toEqual({
      tag: 'OFX',
      text: '',
      children: [{ tag: 'A', text: '', children: [leafOf('B', '1'), leafOf('C')] }],
    });
  });

  it('decodes the XML references and numeric ones, keeping any other "&" as written', () => {
    const read = tree('<OFX><A><B>AT&T &amp; &lt;x&gt; &quot;q&quot; &#65;&#x42;</B></A></OFX>');
    expect(read).toMatchObject({ children: [{ children: [leafOf('B', 'AT&T & <x> "q" AB')] }] });
  });

  it('numbers each element by the line its start tag is on', () => {
    const document = readOfxDocument('OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>\n<A>\n<B>1\n</A>\n</OFX>');
    const root = 'root' in document ? document.root : undefined;
    expect([root?.line, root?.children[0]?.line, root?.children[0]?.children[0]?.line]).toEqual([4, 5, 6]);
  });

  it('finds a file cut off or malformed', () => {
    expect(tree('<OFX><A><B>1</B>')).toBe('cut off');
    expect(tree('<OFX><A></B></A></OFX>')).toBe('malformed');
    expect(tree('<OFX><A>\n</OFX>')).toEqual({ tag: 'OFX', text: '', children: [leafOf('A')] });
    expect(tree('<OFX>< ></OFX>')).toBe('malformed');
  });

  it('finds the aggregates asked for in one walk, without looking inside one found', () => {
    const document = readOfxDocument(
      '<OFX><R><STATUS><CODE>0</STATUS><S><STATUS><CODE>1</STATUS></S></R></OFX>',
    );
    if (!('root' in document)) throw new Error('not read');
    const found = descendants(document.root, ['STATUS', 'S']);
    expect(found.get('STATUS')?.map((node) => node.children[0]?.text)).toEqual(['0']);
    expect(found.get('S')).toHaveLength(1);
  });
});
