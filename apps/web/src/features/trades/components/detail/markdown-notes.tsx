import Markdown, { type Components } from 'react-markdown';

// Markdown elements styled for reading inside a card; links open outside and carry no referrer.
const COMPONENTS: Components = {
  p: ({ node: _node, ...props }) => <p className="my-2 leading-relaxed first:mt-0 last:mb-0" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-2 list-disc pl-5" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-2 list-decimal pl-5" {...props} />,
  h1: ({ node: _node, ...props }) => <h3 className="mt-3 mb-1 text-base font-semibold" {...props} />,
  h2: ({ node: _node, ...props }) => <h4 className="mt-3 mb-1 font-semibold" {...props} />,
  h3: ({ node: _node, ...props }) => <h5 className="mt-3 mb-1 font-medium" {...props} />,
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

/** A trade's notes rendered from markdown; raw HTML in them is dropped, never run. */
export function MarkdownNotes({ text }: { text: string }) {
  return (
    <div className="text-sm break-words" data-testid="notes-rendered">
      <Markdown skipHtml components={COMPONENTS}>
        {text}
      </Markdown>
    </div>
  );
}
