import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckIcon, PencilIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import {
  journalDayKeys,
  journalDayQuery,
  saveJournalDay,
  type JournalDayRow,
  type JournalDayWrite,
} from '../../api/journal-days';
import { MarkdownText } from '@/components/markdown-text';

export const MOODS = [
  { value: 1, label: 'Very bad' },
  { value: 2, label: 'Bad' },
  { value: 3, label: 'Neutral' },
  { value: 4, label: 'Good' },
  { value: 5, label: 'Very good' },
] as const;

const TEXT_FIELDS = [
  { key: 'plan', label: 'Plan', hint: 'Before the open: levels, setups, what you will and will not trade.' },
  { key: 'review', label: 'Review', hint: 'After the close: what happened against the plan.' },
  { key: 'lessons', label: 'Lessons', hint: 'What to keep doing or change.' },
] as const;

const MAX_TEXT = 20_000;

/** Unsaved entries by day, kept by the page so closing the panel never loses what was typed. */
export type JournalDrafts = Map<string, JournalDayWrite>;

const writeOf = (day: string, row: JournalDayRow | null): JournalDayWrite => ({
  day,
  plan: row?.plan ?? '',
  review: row?.review ?? '',
  mood: row?.mood ?? null,
  lessons: row?.lessons ?? '',
});

/** The day's plan, review, mood and lessons: read, edited in markdown, saved with one upsert. */
export function JournalDayForm({
  userId,
  day,
  drafts,
}: {
  userId: string;
  day: string;
  drafts: JournalDrafts;
}) {
  const entry = useQuery(journalDayQuery(userId, day));
  if (entry.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading the journal day">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (entry.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription className="grid justify-items-start gap-2">
          <span>The journal day could not be loaded.</span>
          <Button variant="outline" size="sm" onClick={() => void entry.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  // Keyed by day, so a fresh form starts from the saved entry (or the unsaved draft) of that day.
  return <JournalDayEditor key={day} userId={userId} saved={entry.data} day={day} drafts={drafts} />;
}

function JournalDayEditor({
  userId,
  day,
  saved,
  drafts,
}: {
  userId: string;
  day: string;
  saved: JournalDayRow | null;
  drafts: JournalDrafts;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const draft = drafts.get(day);
  const [values, setValues] = useState<JournalDayWrite>(draft ?? writeOf(day, saved));
  const [editing, setEditing] = useState(draft !== undefined || saved === null);
  const [failure, setFailure] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState(false);

  const update = (patch: Partial<JournalDayWrite>) => {
    const next = { ...values, ...patch };
    setValues(next);
    drafts.set(day, next);
    setJustSaved(false);
  };

  const save = useMutation({
    mutationFn: (write: JournalDayWrite) => saveJournalDay(userId, write),
    onSuccess: async (row) => {
      drafts.delete(day);
      setFailure(null);
      setJustSaved(true);
      setEditing(false);
      setValues(writeOf(day, row));
      queryClient.setQueryData(journalDayKeys.day(userId, day), row);
      await queryClient.invalidateQueries({ queryKey: [...journalDayKeys.all(userId), 'range'] });
    },
    onError: (error, write) => {
      // What was typed stays in the form; the catalogue message says why and the toast can retry.
      const record = handleError(error, { retry: () => save.mutate(write) });
      setFailure(`${record.userMessage} (${record.code})`);
    },
  });

  if (!editing) {
    const empty = TEXT_FIELDS.every((field) => values[field.key].trim() === '') && values.mood === null;
    return (
      <section aria-labelledby={`${id}-title`} className="grid gap-3" data-testid="journal-day">
        <div className="flex items-center justify-between gap-2">
          <h3 id={`${id}-title`} className="text-sm font-semibold">
            Journal
          </h3>
          <div className="flex items-center gap-2">
            {justSaved && (
              <span role="status" className="inline-flex items-center gap-1 text-xs text-success">
                <CheckIcon aria-hidden className="size-3.5" /> Saved
              </span>
            )}
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden /> Edit
            </Button>
          </div>
        </div>
        {empty ? (
          <p className="text-sm text-muted-foreground">Nothing written for this day.</p>
        ) : (
          <dl className="grid gap-3">
            {values.mood !== null && (
              <div>
                <dt className="text-xs font-medium text-muted-foreground">Mood</dt>
                <dd className="text-sm">
                  {values.mood} of 5 · {MOODS[values.mood - 1]?.label}
                </dd>
              </div>
            )}
            {TEXT_FIELDS.filter((field) => values[field.key].trim() !== '').map((field) => (
              <div key={field.key} data-field={field.key}>
                <dt className="text-xs font-medium text-muted-foreground">{field.label}</dt>
                <dd>
                  <MarkdownText text={values[field.key]} headingsFrom={4} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    );
  }

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="grid gap-3"
      data-testid="journal-day-form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values);
      }}
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        Journal
      </h3>
      {TEXT_FIELDS.map((field) => (
        <FormField
          key={field.key}
          id={`${id}-${field.key}`}
          label={field.label}
          hint={`${field.hint} Markdown works.`}
        >
          {(a11y) => (
            <Textarea
              {...a11y}
              rows={3}
              maxLength={MAX_TEXT}
              value={values[field.key]}
              onChange={(event) => update({ [field.key]: event.target.value })}
            />
          )}
        </FormField>
      ))}
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Mood</legend>
        <div className="flex flex-wrap gap-1.5">
          {MOODS.map((mood) => (
            <label
              key={mood.value}
              className="inline-flex cursor-pointer items-center gap-1.5 rounded-md border px-2 py-1 text-xs has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name={`${id}-mood`}
                className="sr-only"
                checked={values.mood === mood.value}
                onChange={() => update({ mood: mood.value })}
              />
              <span className="tabular-nums">{mood.value}</span> {mood.label}
            </label>
          ))}
          {values.mood !== null && (
            <Button type="button" variant="ghost" size="sm" onClick={() => update({ mood: null })}>
              Clear mood
            </Button>
          )}
        </div>
      </fieldset>
      {failure !== null && (
        <Alert variant="destructive">
          <AlertDescription>{failure} Your text is kept: try saving again.</AlertDescription>
        </Alert>
      )}
      <div className="flex justify-end gap-2">
        {saved !== null && (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              drafts.delete(day);
              setValues(writeOf(day, saved));
              setFailure(null);
              setEditing(false);
            }}
          >
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save journal'}
        </Button>
      </div>
    </form>
  );
}
