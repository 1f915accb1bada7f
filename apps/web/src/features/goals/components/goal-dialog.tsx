import {
  GOAL_METRICS,
  GOAL_PERIODS,
  GOAL_RULES,
  validateGoal,
  type ErrorRecord,
  type GoalField,
} from '@edgelog/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
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
import { NativeSelect } from '@/components/ui/native-select';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { cn } from '@/lib/utils';
import { isDuplicateName } from '@/lib/errors';
import type { AccountChoice } from '../api/goals';
import { METRICS, PERIOD_LABELS, RULES, targetKindOf } from '../lib/goal-catalogue';
import { draftOf, targetInput, type GoalDraft, type GoalFormValues } from '../lib/goal-form';

export interface GoalDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  purpose: 'add' | 'edit';
  initialValues: GoalFormValues;
  /** The trader's other goals' names: a name is theirs once, whatever its capitals. */
  otherNames: readonly string[];
  accounts: readonly AccountChoice[];
  /** The currency of the trader's accounts when they share one: the unit of money targets. */
  currencyOf(accountId: string): string | null;
  save(draft: GoalDraft): Promise<void>;
  onSaved(): void | Promise<void>;
}

const FIELD_IDS: Readonly<Record<GoalField, string>> = {
  name: 'goal-name',
  kind: 'goal-kind',
  metric: 'goal-metric',
  rule: 'goal-rule',
  target: 'goal-target',
  period: 'goal-period',
  startsOn: 'goal-starts-on',
  endsOn: 'goal-ends-on',
};

function KindChoice({
  value,
  onChange,
}: {
  value: GoalFormValues['kind'];
  onChange(kind: GoalFormValues['kind']): void;
}) {
  const name = useId();
  const options = [
    { kind: 'metric', title: 'A figure to reach', text: 'Net P&L, win rate, expectancy…' },
    { kind: 'rule', title: 'A rule to keep', text: 'Max daily loss, trades a day…' },
  ] as const;
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">Kind</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.kind}
            className={cn(
              'flex cursor-pointer gap-2 rounded-md border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40',
              value === option.kind && 'border-primary bg-primary/5',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.kind}
              checked={value === option.kind}
              onChange={() => onChange(option.kind)}
              className="mt-0.5 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="font-medium">{option.title}</span>
              <span className="text-xs text-muted-foreground">{option.text}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function GoalForm({
  purpose,
  initialValues,
  otherNames,
  accounts,
  currencyOf,
  save,
  onSaved,
  onCancel,
}: Omit<GoalDialogProps, 'open' | 'onOpenChange'> & { onCancel(): void }) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<GoalField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [takenName, setTakenName] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<ErrorRecord | null>(null);
  const { handleError } = useErrorHandler();

  const draft = draftOf(values);
  const names = takenName === null ? otherNames : [...otherNames, takenName];
  const issues = validateGoal(draft, { otherNames: names });
  const errorOf = (field: GoalField): string | undefined =>
    submitted || touched.has(field) ? issues.find((issue) => issue.field === field)?.message : undefined;

  const mutation = useMutation({
    mutationFn: save,
    onMutate: () => setSaveError(null),
    onError: (error, sent) => {
      // Another tab may have taken the name since the list was read: told beside the field.
      if (isDuplicateName(error)) setTakenName(sent.name);
      setSaveError(handleError(error, { retry: () => mutation.mutate(sent) }));
    },
    onSuccess: onSaved,
  });

  const set =
    <K extends keyof GoalFormValues>(key: K) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [key]: event.target.value }));
  const leave = (field: GoalField) => () => setTouched((current) => new Set(current).add(field));
  const field = (name: GoalField, label: string, hint?: string) => ({
    id: FIELD_IDS[name],
    label,
    hint,
    error: errorOf(name),
  });

  const targetKind = targetKindOf(values.kind, values.metric, values.rule);
  const currency = currencyOf(values.accountId);
  const box = targetInput(targetKind, currency);
  const targetLabel =
    values.kind === 'rule'
      ? RULES[values.rule].targetLabel
      : METRICS[values.metric].direction === 'at-most'
        ? 'Target (at most)'
        : 'Target (at least)';

  return (
    <form
      noValidate
      aria-label={purpose === 'add' ? 'New goal' : 'Edit goal'}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        const first = issues[0];
        if (first !== undefined) {
          document.getElementById(FIELD_IDS[first.field])?.focus();
          return;
        }
        mutation.mutate(draft);
      }}
    >
      <FormField {...field('name', 'Name')}>
        {(a11y) => (
          <Input
            {...a11y}
            autoComplete="off"
            maxLength={120}
            placeholder="Green month"
            value={values.name}
            onChange={set('name')}
            onBlur={leave('name')}
          />
        )}
      </FormField>
      <KindChoice value={values.kind} onChange={(kind) => setValues((current) => ({ ...current, kind }))} />
      <div className="grid gap-4 sm:grid-cols-2">
        {values.kind === 'metric' ? (
          <FormField {...field('metric', 'Metric')}>
            {(a11y) => (
              <NativeSelect {...a11y} value={values.metric} onChange={set('metric')}>
                {GOAL_METRICS.map((metric) => (
                  <option key={metric} value={metric}>
                    {METRICS[metric].label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        ) : (
          <FormField {...field('rule', 'Rule', RULES[values.rule].explanation)}>
            {(a11y) => (
              <NativeSelect {...a11y} value={values.rule} onChange={set('rule')}>
                {GOAL_RULES.map((rule) => (
                  <option key={rule} value={rule}>
                    {RULES[rule].label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
        <FormField {...field('target', targetLabel)}>
          {(a11y) => (
            <div className="relative">
              <Input
                {...a11y}
                autoComplete="off"
                spellCheck={false}
                inputMode={box.inputMode}
                placeholder={box.placeholder}
                className={cn('text-right tabular-nums', box.unit !== '' && 'pr-12')}
                value={values.target}
                onChange={set('target')}
                onBlur={leave('target')}
              />
              {box.unit !== '' && (
                <span
                  aria-hidden
                  className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground"
                >
                  {box.unit}
                </span>
              )}
            </div>
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('period', 'Period', 'Days, weeks and months are in your time zone.')}>
          {(a11y) => (
            <NativeSelect {...a11y} value={values.period} onChange={set('period')}>
              {GOAL_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {PERIOD_LABELS[period]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="goal-account" label="Accounts">
          {(a11y) => (
            <NativeSelect {...a11y} value={values.accountId} onChange={set('accountId')}>
              <option value="">All accounts</option>
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.name} ({account.currency})
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      {values.period === 'custom' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField {...field('startsOn', 'First day')}>
            {(a11y) => (
              <Input
                {...a11y}
                type="date"
                value={values.startsOn}
                onChange={set('startsOn')}
                onBlur={leave('startsOn')}
              />
            )}
          </FormField>
          <FormField {...field('endsOn', 'Last day')}>
            {(a11y) => (
              <Input
                {...a11y}
                type="date"
                value={values.endsOn}
                onChange={set('endsOn')}
                onBlur={leave('endsOn')}
              />
            )}
          </FormField>
        </div>
      )}
      {saveError && (
        <Alert variant="destructive" data-testid="save-error">
          <AlertTitle>The goal was not saved</AlertTitle>
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
          {mutation.isPending ? 'Saving…' : purpose === 'add' ? 'Add goal' : 'Save changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The add and edit form of a goal, checked by core's validateGoal as the database checks it. */
export function GoalDialog({ open, onOpenChange, ...form }: GoalDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{form.purpose === 'add' ? 'Add a goal' : 'Edit goal'}</DialogTitle>
          <DialogDescription>
            A figure to reach or a rule to keep, over each day, week, month, quarter or dates of your choice.
          </DialogDescription>
        </DialogHeader>
        {open && <GoalForm {...form} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
