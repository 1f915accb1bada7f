import { FormField } from '@/components/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { MarkdownText } from '@/components/markdown-text';
import type { TradeFormState } from './use-trade-form';

/** Notes in markdown, with a preview rendered as the trade page shows them (no raw HTML). */
export function NotesEditor({ form }: { form: TradeFormState }) {
  const { values, set, errorOf } = form;
  return (
    <Tabs defaultValue="write" className="grid gap-2">
      <TabsList className="w-auto justify-self-start" aria-label="Notes view">
        <TabsTrigger value="write">Write</TabsTrigger>
        <TabsTrigger value="preview">Preview</TabsTrigger>
      </TabsList>
      <TabsContent value="write" className="mt-0">
        <FormField
          id="trade-notes"
          label="Notes"
          error={errorOf('notes')}
          hint="Markdown: **bold**, lists, links. Why you took it, how it went."
        >
          {(a11y) => (
            <Textarea
              {...a11y}
              rows={6}
              value={values.notes}
              onChange={(event) => set('notes', event.target.value)}
            />
          )}
        </FormField>
      </TabsContent>
      <TabsContent value="preview" className="mt-0">
        <div className="min-h-24 rounded-md border p-3" data-testid="notes-preview">
          {values.notes.trim() === '' ? (
            <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
          ) : (
            <MarkdownText text={values.notes} data-testid="notes-rendered" />
          )}
        </div>
      </TabsContent>
    </Tabs>
  );
}
