import {
  checkTransactionForm,
  TRANSACTION_KINDS,
  TRANSACTION_KIND_HINTS,
  TRANSACTION_KIND_LABELS,
  type ErrorRecord,
  type TransactionFormValues,
  type TransactionKind,
} from '@edgelog/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import type { TransactionWrite } from '../api/transactions';
import { instantOfLocalInput } from '../lib/local-time';
import { transactionFormSchema } from '../lib/transaction-schema';
import { CancelAndSave, DecimalInput, LabelledOptions, SaveError } from './form-parts';

const isKind = (value: string): value is TransactionKind => TRANSACTION_KINDS.some((kind) => kind === value);

/**
 * Adds or edits one deposit, withdrawal, fee, interest or adjustment, checked as it is typed. The
 * amount is typed without a sign; the kind gives it one (interest and adjustments take a minus).
 */
export function TransactionForm({
  purpose,
  currency,
  initialValues,
  save,
  onSaved,
  onCancel,
}: {
  purpose: 'add' | 'edit';
  currency: string;
  initialValues: TransactionFormValues;
  save: (write: TransactionWrite) => Promise<void>;
  onSaved: (write: TransactionWrite) => void | Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<TransactionFormValues>({
    resolver: zodResolver(transactionFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  // The form opens where the button that opened it was: start typing at its first field.
  useEffect(() => form.setFocus('kind'), [form]);
  const { handleError } = useErrorHandler();
  const [saveError, setSaveError] = useState<ErrorRecord | null>(null);

  const mutation = useMutation({
    mutationFn: async (values: TransactionFormValues) => {
      const check = checkTransactionForm(values);
      if (!check.ok) throw new Error('The transaction has fields to correct.');
      const write: TransactionWrite = {
        ...check.draft,
        occurredAt: instantOfLocalInput(check.draft.occurredAt),
      };
      await save(write);
      return write;
    },
    onMutate: () => setSaveError(null),
    onError: (error, values) => setSaveError(handleError(error, { retry: () => mutation.mutate(values) })),
    onSuccess: (write) => onSaved(write),
  });

  const title = purpose === 'add' ? 'New transaction' : 'Edit transaction';
  return (
    <form
      noValidate
      aria-label={title}
      className="grid gap-3 rounded-lg border bg-muted/30 p-3"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id="transaction-kind" label="Kind" error={errors.kind?.message}>
          {(a11y) => (
            <NativeSelect
              {...a11y}
              {...form.register('kind', {
                // The kind decides whether a sign may be typed: check an amount already entered again.
                onChange: () => {
                  if (form.getFieldState('amount').isTouched) void form.trigger('amount');
                },
              })}
            >
              <LabelledOptions values={TRANSACTION_KINDS} labels={TRANSACTION_KIND_LABELS} />
            </NativeSelect>
          )}
        </FormField>
        <FormField id="transaction-time" label="Date and time" error={errors.occurredAt?.message}>
          {(a11y) => <Input {...a11y} type="datetime-local" {...form.register('occurredAt')} />}
        </FormField>
        <FormField
          id="transaction-amount"
          label={`Amount (${currency})`}
          error={errors.amount?.message}
          hint={isKind(kind) ? TRANSACTION_KIND_HINTS[kind] : undefined}
        >
          {(a11y) => <DecimalInput {...a11y} placeholder="500" {...form.register('amount')} />}
        </FormField>
      </div>
      <FormField id="transaction-note" label="Note" error={errors.note?.message} hint="Optional.">
        {(a11y) => <Input {...a11y} autoComplete="off" {...form.register('note')} />}
      </FormField>
      <SaveError error={saveError} title="The transaction was not saved" testId="transaction-save-error" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <CancelAndSave
          size="sm"
          pending={mutation.isPending}
          saveLabel={purpose === 'add' ? 'Add transaction' : 'Save transaction'}
          onCancel={onCancel}
        />
      </div>
    </form>
  );
}
