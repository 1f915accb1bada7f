import {
  ACCOUNT_KINDS,
  ACCOUNT_KIND_LABELS,
  checkAccountForm,
  type AccountDraft,
  type AccountFormValues,
  type ErrorRecord,
} from '@edgelog/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field';
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
import { accountFormSchema, isDuplicateName } from '../lib/account-schema';
import { CancelAndSave, DecimalInput, LabelledOptions, SaveError } from './form-parts';

const DUPLICATE_NAME = 'You already have an account with this name.';

/** Each field's id, label and hint, in the order the form shows them. */
const FIELDS: Record<keyof AccountFormValues, { id: string; label: string; hint?: string }> = {
  name: { id: 'account-name', label: 'Name' },
  broker: { id: 'account-broker', label: 'Broker', hint: 'Optional: who holds the account.' },
  kind: { id: 'account-kind', label: 'Kind' },
  status: {
    id: 'account-status',
    label: 'Status',
    hint: 'A closed account stays in your records and leaves the calculators.',
  },
  currency: { id: 'account-currency', label: 'Currency', hint: 'Like USD or EUR.' },
  startingBalance: {
    id: 'account-starting-balance',
    label: 'Starting balance',
    hint: 'What the account held at the start. Deposits, withdrawals and closed trades move the balance from here.',
  },
  startingDate: {
    id: 'account-starting-date',
    label: 'Starting date',
    hint: 'Optional: the day the starting balance was taken.',
  },
  breakEvenTolerance: {
    id: 'account-tolerance',
    label: 'Break-even tolerance',
    hint: 'A trade within this much of zero counts as break-even, not a win or a loss.',
  },
};

export interface AccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "add" or "edit": the title and the save button's words. */
  purpose: 'add' | 'edit';
  initialValues: AccountFormValues;
  /** Names of the user's other accounts, to explain a taken name before saving. */
  otherNames: readonly string[];
  /** Stores the checked account; a rejection keeps the dialog open with what was typed. */
  save: (draft: AccountDraft) => Promise<void>;
  onSaved: () => void | Promise<void>;
  /** Every change, so an add form closed by accident opens again as it was left. */
  onChange?: (values: AccountFormValues) => void;
  /** Cancel was chosen: what was typed may be forgotten. */
  onDiscard?: () => void;
}

function AccountForm({
  purpose,
  initialValues,
  otherNames,
  save,
  onSaved,
  onChange,
  onDiscard,
  onCancel,
}: Omit<AccountDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const schema = useMemo(() => accountFormSchema(otherNames), [otherNames]);
  const form = useForm<AccountFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues,
    // Each field is checked once the user leaves it, then on every keystroke.
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const { handleError } = useErrorHandler();
  const [saveError, setSaveError] = useState<ErrorRecord | null>(null);

  const mutation = useMutation({
    mutationFn: async (values: AccountFormValues) => {
      const check = checkAccountForm(values, { otherNames });
      if (!check.ok) throw new Error('The account has fields to correct.');
      await save(check.draft);
    },
    onMutate: () => setSaveError(null),
    onError: (error, values) => {
      // Another tab may have taken the name since this list was read: say so beside the field.
      if (isDuplicateName(error)) form.setError('name', { message: DUPLICATE_NAME }, { shouldFocus: true });
      setSaveError(handleError(error, { retry: () => mutation.mutate(values) }));
    },
    onSuccess: onSaved,
  });

  const text = (name: keyof AccountFormValues) =>
    form.register(name, { onChange: () => onChange?.(form.getValues()) });
  const field = (name: keyof AccountFormValues) => ({
    ...FIELDS[name],
    error: errors[name]?.message,
  });

  return (
    <form
      noValidate
      aria-label={purpose === 'add' ? 'New account' : 'Edit account'}
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <FormField {...field('name')}>
        {(a11y) => <Input {...a11y} autoComplete="off" placeholder="Main brokerage" {...text('name')} />}
      </FormField>
      <FormField {...field('broker')}>
        {(a11y) => (
          <Input {...a11y} autoComplete="off" placeholder="Interactive Brokers" {...text('broker')} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('kind')}>
          {(a11y) => (
            <NativeSelect {...a11y} {...text('kind')}>
              <LabelledOptions values={ACCOUNT_KINDS} labels={ACCOUNT_KIND_LABELS} />
            </NativeSelect>
          )}
        </FormField>
        <FormField {...field('status')}>
          {(a11y) => (
            <NativeSelect {...a11y} {...text('status')}>
              <option value="open">Open</option>
              <option value="closed">Closed</option>
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <FormField {...field('currency')}>
          {(a11y) => (
            <Input
              {...a11y}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="uppercase"
              {...text('currency')}
            />
          )}
        </FormField>
        <FormField {...field('startingBalance')}>
          {(a11y) => <DecimalInput {...a11y} placeholder="10,000" {...text('startingBalance')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('startingDate')}>
          {(a11y) => <Input {...a11y} type="date" {...text('startingDate')} />}
        </FormField>
        <FormField {...field('breakEvenTolerance')}>
          {(a11y) => <DecimalInput {...a11y} {...text('breakEvenTolerance')} />}
        </FormField>
      </div>
      <SaveError error={saveError} title="The account was not saved" testId="save-error" />
      <DialogFooter>
        <CancelAndSave
          pending={mutation.isPending}
          saveLabel={purpose === 'add' ? 'Add account' : 'Save changes'}
          onCancel={() => {
            onDiscard?.();
            onCancel();
          }}
        />
      </DialogFooter>
    </form>
  );
}

/** The add and edit form of an account, in a dialog that traps focus and closes on Escape. */
export function AccountDialog({ open, onOpenChange, ...form }: AccountDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{form.purpose === 'add' ? 'Add an account' : 'Edit account'}</DialogTitle>
          <DialogDescription>
            Its balance is the starting balance plus deposits, withdrawals and closed trades. The calculators
            offer your open accounts with their currency and balance.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from its own values. */}
        {open && <AccountForm {...form} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
