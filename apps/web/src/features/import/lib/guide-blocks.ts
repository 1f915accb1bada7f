// The little markdown the supported brokers' guides are written in (paragraphs, "- " lists,
// **bold**, `code`), read into blocks a component renders without any HTML from the text.

export type GuideSpan = { kind: 'text' | 'strong' | 'code'; text: string };
export type GuideBlock = { kind: 'paragraph'; spans: GuideSpan[] } | { kind: 'list'; items: GuideSpan[][] };

const INLINE = /\*\*([^*]+)\*\*|`([^`]+)`/g;

export function guideSpans(text: string): GuideSpan[] {
  const spans: GuideSpan[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > at) spans.push({ kind: 'text', text: text.slice(at, match.index) });
    if (match[1] !== undefined) spans.push({ kind: 'strong', text: match[1] });
    else spans.push({ kind: 'code', text: match[2] ?? '' });
    at = match.index + match[0].length;
  }
  if (at < text.length) spans.push({ kind: 'text', text: text.slice(at) });
  return spans;
}

/** Paragraphs and lists; a list item's wrapped lines (indented) join it. */
export function guideBlocks(markdown: string): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  for (const chunk of markdown.split(/\n\s*\n/)) {
    const lines = chunk.split('\n');
    const items: string[] = [];
    const prose: string[] = [];
    const flush = () => {
      if (prose.length > 0) blocks.push({ kind: 'paragraph', spans: guideSpans(prose.join(' ')) });
      prose.length = 0;
    };
    for (const line of lines) {
      const bullet = /^\s*[-*] (.*)$/.exec(line);
      if (bullet) {
        flush();
        items.push(bullet[1] ?? '');
      } else if (items.length > 0 && /^\s+\S/.test(line)) items[items.length - 1] += ` ${line.trim()}`;
      else {
        if (items.length > 0) {
          blocks.push({ kind: 'list', items: items.map(guideSpans) });
          items.length = 0;
        }
        if (line.trim() !== '') prose.push(line.trim());
      }
    }
    flush();
    if (items.length > 0) blocks.push({ kind: 'list', items: items.map(guideSpans) });
  }
  return blocks;
}
