import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';

type Heading = 'h3' | 'h4' | 'h5' | 'h6';
const HEADINGS: readonly Heading[] = ['h3', 'h4', 'h5', 'h6'];

// Markdown elements styled for reading inside a card or panel; links open outside with no referrer.
function componentsFrom(first: 3 | 4): Components {
  const level = (offset: number): Heading => HEADINGS[first - 3 + offset] ?? 'h6';
  const heading =
    (offset: number, className: string) =>
    ({ node: _node, ...props }: ComponentProps<'h1'> & { node?: unknown }) => {
      const Tag = level(offset);
      return <Tag className={className} {...props} />;
    };
  return {
    p: ({ node: _node, ...props }) => <p className="my-2 leading-relaxed first:mt-0 last:mb-0" {...props} />,
    ul: ({ node: _node, ...props }) => <ul className="my-2 list-disc pl-5" {...props} />,
    ol: ({ node: _node, ...props }) => <ol className="my-2 list-decimal pl-5" {...props} />,
    h1: heading(0, 'mt-3 mb-1 text-base font-semibold'),
    h2: heading(1, 'mt-3 mb-1 font-semibold'),
    h3: heading(2, 'mt-3 mb-1 font-medium'),
    a: ({ node: _node, ...props }) => (
      <a
        className="font-medium underline underline-offset-4"
        target="_blank"
        rel="noreferrer noopener"
        {...props}
      />
    ),
    code: ({ node: _node, ...props }) => (
      <code className="rounded bg-muted px-1 font-mono text-[0.85em]" {...props} />
    ),
    blockquote: ({ node: _node, ...props }) => (
      <blockquote className="my-2 border-l-2 pl-3 text-muted-foreground" {...props} />
    ),
  };
}

const BY_LEVEL = { 3: componentsFrom(3), 4: componentsFrom(4) } as const;

export interface MarkdownTextProps {
  text: string;
  /** The heading level a `#` heading becomes, so the text fits the page's outline. */
  headingsFrom?: 3 | 4;
  'data-testid'?: string;
}

/** Text the trader wrote, rendered from markdown; raw HTML in it is dropped, never run. */
export function MarkdownText({ text, headingsFrom = 3, 'data-testid': testId }: MarkdownTextProps) {
  return (
    <div className="text-sm break-words" data-testid={testId}>
      <Markdown skipHtml components={BY_LEVEL[headingsFrom]}>
        {text}
      </Markdown>
    </div>
  );
}
