import {
  checkAccountForm,
  EMPTY_ACCOUNT_FORM,
  type AccountField,
  type AccountFormValues,
} from '@edgelog/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { ImportAccount } from '../api/accounts';
import { createImportAccount } from '../api/new-account';
import { newAccountFailure } from '../lib/new-account-failure';

type Field = Extract<AccountField, 'name' | 'currency' | 'broker' | 'startingBalance'>;

const FIELDS: readonly { field: Field; label: string; hint?: string }[] = [
  { field: 'name', label: 'Name' },
  { field: 'currency', label: 'Currency', hint: 'Like USD or EUR.' },
  { field: 'broker', label: 'Broker', hint: 'Optional.' },
  {
    field: 'startingBalance',
    label: 'Starting balance',
    hint: 'What it held before these trades; 0 for none.',
  },
];

/**
 * A new account from the wizard, checked by the accounts page's rules (core's checkAccountForm) as
 * the trader types; the import goes into it once made.
 */
export function NewAccountForm({
  userId,
  accounts,
  broker,
  onCreated,
  onCancel,
}: {
  userId: string;
  accounts: readonly ImportAccount[];
  /** The broker the chosen files look like, offered as the account's broker. */
  broker?: string | undefined;
  onCreated: (account: ImportAccount) => void;
  /** Absent when there is nothing to go back to: the trader has no account yet. */
  onCancel?: (() => void) | undefined;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AccountFormValues>(() => ({
    ...EMPTY_ACCOUNT_FORM,
    broker: broker ?? '',
    startingBalance: '0',
  }));
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The files' broker is known a moment after they are chosen: offered while the field is untouched.
  useEffect(() => {
    if (broker !== undefined && !touched.has('broker'))
      setValues((current) => (current.broker === '' ? { ...current, broker } : current));
  }, [broker, touched]);
  const check = checkAccountForm(values, { otherNames: accounts.map((account) => account.name) });
  const issueOf = (field: Field) =>
    !check.ok && (submitted || touched.has(field))
      ? check.issues.find((issue) => issue.field === field)?.message
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.ok || saving) return;
    setSaving(true);
    setFailure(null);
    void (async () => {
      try {
        const account = await createImportAccount(check.draft);
        // The list shows the new account before it is chosen, so the choice is never of an unknown id.
        await queryClient.invalidateQueries({ queryKey: ['accounts', userId] });
        onCreated(account);
      } catch (error) {
        setFailure(newAccountFailure(error));
        setSaving(false);
      }
    })();
  };

  return (
    <form
      className="grid gap-3 rounded-lg border bg-muted/30 p-3"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="import-new-account"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        New account
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(({ field, label, hint }) => (
          <FormField key={field} id={`${id}-${field}`} label={label} hint={hint} error={issueOf(field)}>
            {(a11y) => (
              <Input
                {...a11y}
                value={values[field]}
                autoComplete="off"
                autoFocus={field === 'name'}
                {...(field === 'startingBalance'
                  ? { inputMode: 'decimal' as const, className: 'text-right tabular-nums' }
                  : {})}
                {...(field === 'currency' ? { maxLength: 3, className: 'uppercase' } : {})}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                onBlur={() => setTouched(new Set(touched).add(field))}
                data-testid={`import-new-account-${field}`}
              />
            )}
          </FormField>
        ))}
      </div>
      {failure !== null && (
        <Alert variant="destructive" data-testid="import-new-account-error">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel !== undefined && (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={saving} data-testid="import-new-account-create">
          {saving ? 'Creating…' : 'Create account'}
        </Button>
      </div>
    </form>
  );
}
