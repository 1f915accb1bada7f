import { useId, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

export interface FieldProps {
  label: string;
  /** A short note under the field: what it means, its unit, when it is optional. */
  hint?: ReactNode;
  /** The reason the value cannot be used, shown beside the field it concerns. */
  error?: string | undefined;
  className?: string;
}

export interface FieldIds {
  inputId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Label, control, hint and error of one form field, wired together for assistive technology. */
export function Field({
  label,
  hint,
  error,
  className,
  children,
}: FieldProps & { children: (ids: FieldIds) => ReactNode }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)} data-field={label}>
      <Label htmlFor={inputId}>{label}</Label>
      {children({ inputId, describedBy, invalid: Boolean(error) })}
      {error && (
        <p id={errorId} className="text-xs leading-snug text-destructive" data-testid="field-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-xs leading-snug text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
