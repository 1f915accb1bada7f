import Markdown, { type Components } from 'react-markdown';

// Markdown elements styled for reading inside the day panel; links open outside with no referrer.
const COMPONENTS: Components = {
  p: ({ node: _node, ...props }) => <p className="my-1.5 leading-relaxed first:mt-0 last:mb-0" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-1.5 list-disc pl-5" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-1.5 list-decimal pl-5" {...props} />,
  h1: ({ node: _node, ...props }) => <h4 className="mt-2 mb-1 font-semibold" {...props} />,
  h2: ({ node: _node, ...props }) => <h5 className="mt-2 mb-1 font-semibold" {...props} />,
  h3: ({ node: _node, ...props }) => <h6 className="mt-2 mb-1 font-medium" {...props} />,
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
    <blockquote className="my-1.5 border-l-2 pl-3 text-muted-foreground" {...props} />
  ),
};

/** Text the trader wrote, rendered from markdown; raw HTML in it is dropped, never run. */
export function MarkdownText({ text }: { text: string }) {
  return (
    <div className="text-sm break-words">
      <Markdown skipHtml components={COMPONENTS}>
        {text}
      </Markdown>
    </div>
  );
}
