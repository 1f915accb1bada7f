import { getErrorEntry, type ErrorRecord } from '@edgelog/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import {
  checkPlaybookForm,
  issueOf,
  sameName,
  type PlaybookDraft,
  type PlaybookField,
  type PlaybookFormValues,
} from '../lib/playbook-form';
import { DescriptionField } from './description-field';
import { RulesEditor } from './rules-editor';
import { isDuplicateName } from '@/lib/errors';

export interface PlaybookDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  purpose: 'add' | 'edit';
  initialValues: PlaybookFormValues;
  /** Names of the trader's other playbooks, to tell a taken name before saving. */
  otherNames: readonly string[];
  save: (draft: PlaybookDraft) => Promise<void>;
  onSaved: () => void | Promise<void>;
}

function PlaybookForm({
  purpose,
  initialValues,
  otherNames,
  save,
  onSaved,
  onCancel,
}: Omit<PlaybookDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const [values, setValues] = useState(initialValues);
  const [usedIds] = useState(() => new Set(initialValues.rules.map((rule) => rule.id)));
  const [touched, setTouched] = useState<ReadonlySet<PlaybookField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [taken, setTaken] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<ErrorRecord | null>(null);
  const { handleError } = useErrorHandler();

  // A name the database refused as taken counts as another playbook's until it is changed.
  const names = taken === null ? otherNames : [...otherNames, taken];
  const check = checkPlaybookForm(values, { otherNames: names });
  const issues = check.ok ? [] : check.issues;
  const shown = (field: PlaybookField) =>
    submitted || touched.has(field) ? issueOf(issues, field) : undefined;
  const touch = (field: PlaybookField) => setTouched((current) => new Set(current).add(field));
  const set = <K extends keyof PlaybookFormValues>(key: K, value: PlaybookFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const mutation = useMutation({
    mutationFn: save,
    onMutate: () => setSaveError(null),
    onError: (error, draft) => {
      if (isDuplicateName(error)) setTaken(draft.name);
      setSaveError(handleError(error, { retry: () => mutation.mutate(draft) }));
    },
    onSuccess: onSaved,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.ok) {
      const first = check.issues[0]?.field;
      const id = first?.startsWith('rule:') ? `playbook-rule-${first.slice(5)}` : `playbook-${first ?? ''}`;
      document.getElementById(id)?.focus();
      return;
    }
    mutation.mutate(check.draft);
  };

  // The catalogue's words for the database's refusal, beside the field it concerns.
  const nameError =
    taken !== null && sameName(values.name, taken) ? getErrorEntry('DB-005').userMessage : shown('name');

  return (
    <form
      noValidate
      aria-label={purpose === 'add' ? 'New playbook' : 'Edit playbook'}
      className="grid gap-4"
      onSubmit={onSubmit}
    >
      <FormField id="playbook-name" label="Name" error={nameError}>
        {(a11y) => (
          <Input
            {...a11y}
            autoComplete="off"
            placeholder="Opening range breakout"
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            onBlur={() => touch('name')}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField
          id="playbook-market"
          label="Markets"
          error={shown('market')}
          hint="Like ES, NQ or US stocks."
        >
          {(a11y) => (
            <Input
              {...a11y}
              autoComplete="off"
              value={values.market}
              onChange={(event) => set('market', event.target.value)}
              onBlur={() => touch('market')}
            />
          )}
        </FormField>
        <FormField
          id="playbook-timeframe"
          label="Timeframe"
          error={shown('timeframe')}
          hint="Like 5m or daily."
        >
          {(a11y) => (
            <Input
              {...a11y}
              autoComplete="off"
              value={values.timeframe}
              onChange={(event) => set('timeframe', event.target.value)}
              onBlur={() => touch('timeframe')}
            />
          )}
        </FormField>
      </div>
      <DescriptionField
        value={values.description}
        onChange={(description) => set('description', description)}
        error={shown('description')}
      />
      <RulesEditor
        rules={values.rules}
        usedIds={usedIds}
        onChange={(rules) => set('rules', rules)}
        errorOf={(id) => shown(`rule:${id}`)}
        onBlurRule={(id) => touch(`rule:${id}`)}
      />
      {shown('rules') && <p className="text-xs text-destructive">{shown('rules')}</p>}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Risk rules</legend>
        <FormField
          id="playbook-maxRiskAmount"
          label="Max risk per trade"
          error={shown('maxRiskAmount')}
          hint="In the trade’s account currency: a trade whose initial risk is above it breaks the rule."
        >
          {(a11y) => (
            <Input
              {...a11y}
              autoComplete="off"
              inputMode="decimal"
              className="text-right tabular-nums"
              placeholder="None"
              value={values.maxRiskAmount}
              onChange={(event) => set('maxRiskAmount', event.target.value)}
              onBlur={() => touch('maxRiskAmount')}
            />
          )}
        </FormField>
        <FormField
          id="playbook-maxTradesPerDay"
          label="Max trades per day"
          error={shown('maxTradesPerDay')}
          hint="Trades of this playbook opened on one day beyond this number break the rule."
        >
          {(a11y) => (
            <Input
              {...a11y}
              autoComplete="off"
              inputMode="numeric"
              className="text-right tabular-nums"
              placeholder="None"
              value={values.maxTradesPerDay}
              onChange={(event) => set('maxTradesPerDay', event.target.value)}
              onBlur={() => touch('maxTradesPerDay')}
            />
          )}
        </FormField>
      </fieldset>
      {saveError && (
        <Alert variant="destructive" data-testid="save-error">
          <AlertTitle>The playbook was not saved</AlertTitle>
          <AlertDescription>
            {saveError.userMessage} ({saveError.code})
          </AlertDescription>
        </Alert>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving…' : purpose === 'add' ? 'Create playbook' : 'Save changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The create and edit form of a playbook, in a dialog that traps focus and closes on Escape. */
export function PlaybookDialog({ open, onOpenChange, ...form }: PlaybookDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{form.purpose === 'add' ? 'New playbook' : 'Edit playbook'}</DialogTitle>
          <DialogDescription>
            A setup you trade: its markets, its checklist of rules and its risk limits. Its figures and how
            well you keep its rules follow from the trades you file under it.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from its own values. */}
        {open && <PlaybookForm {...form} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
