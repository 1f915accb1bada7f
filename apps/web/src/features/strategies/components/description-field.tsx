import { MarkdownText } from '@/components/markdown-text';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';

/** The playbook's description in markdown, written in one tab and read in the other. */
export function DescriptionField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <div className="grid gap-1.5" data-field="Description">
      <Tabs defaultValue="write">
        <div className="flex items-center justify-between gap-2">
          <label htmlFor="playbook-description" className="text-sm leading-none font-medium">
            Description
          </label>
          <TabsList aria-label="Description view">
            <TabsTrigger value="write">Write</TabsTrigger>
            <TabsTrigger value="preview">Preview</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="write" className="mt-1.5">
          <Textarea
            id="playbook-description"
            rows={5}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby="playbook-description-hint"
            placeholder="When the setup appears, what you look for, how you manage it…"
          />
        </TabsContent>
        <TabsContent
          value="preview"
          className="mt-1.5 min-h-28 rounded-md border p-3"
          data-testid="description-preview"
        >
          {value.trim() === '' ? (
            <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
          ) : (
            <MarkdownText text={value} headingsFrom={4} />
          )}
        </TabsContent>
      </Tabs>
      {error && (
        <p className="text-xs text-destructive" data-testid="field-error">
          {error}
        </p>
      )}
      <p id="playbook-description-hint" className="text-xs text-muted-foreground">
        Markdown: **bold**, lists with -, links.
      </p>
    </div>
  );
}
