// What an OFX file is once fast-xml-parser has read it (IBKR's flat Flex Query is scanned by hand,
// ibkr-flex-xml-document.ts): its
// nodes as plain objects, each carrying the offset its start tag is at (captureMetaData), and the
// file's line of an offset, so a row's errors name the line the trader sees.
import { XMLParser } from 'fast-xml-parser';

export type XmlNode = Record<string, unknown>;

const META = XMLParser.getMetaDataSymbol();

export function isXmlNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The offset of `node`'s start tag in the parsed text, -1 when the parser gave none. */
export function startOffset(node: XmlNode): number {
  const meta = (node as Record<symbol, unknown>)[META as symbol];
  return isXmlNode(meta) && typeof meta.startIndex === 'number' ? meta.startIndex : -1;
}

/** The 1-based line of each character offset, by the offsets lines start at. */
export function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}
