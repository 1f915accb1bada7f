import type { ErrorRecord } from '@edgelog/core';
import type { ComponentProps } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** A text box for an amount: the decimal keypad on phones, figures lined up on the right. */
export function DecimalInput(props: ComponentProps<typeof Input>) {
  return (
    <Input
      autoComplete="off"
      inputMode="decimal"
      spellCheck={false}
      className="text-right tabular-nums"
      {...props}
    />
  );
}

/** One option per value of a select, each shown by its label. */
export function LabelledOptions<Value extends string>({
  values,
  labels,
}: {
  values: readonly Value[];
  labels: Readonly<Record<Value, string>>;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}

/** Why the last save failed, with the catalogue code to quote; nothing while there is no failure. */
export function SaveError({
  error,
  title,
  testId,
}: {
  error: ErrorRecord | null;
  title: string;
  testId: string;
}) {
  if (!error) return null;
  return (
    <Alert variant="destructive" data-testid={testId}>
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {error.userMessage} ({error.code})
      </AlertDescription>
    </Alert>
  );
}

/** Cancel, then the submit button, which says "Saving…" while the save is on its way. */
export function CancelAndSave({
  size,
  pending,
  saveLabel,
  onCancel,
}: {
  size?: 'sm';
  pending: boolean;
  saveLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      <Button type="button" variant="outline" size={size} onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" size={size} disabled={pending}>
        {pending ? 'Saving…' : saveLabel}
      </Button>
    </>
  );
}
