import { AlertCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Label } from '@/components/ui/label';
import type { ShownError } from '@/lib/errors';

export function FormError({ error }: { error: ShownError | null }) {
  if (!error) return null;
  return (
    <Alert variant="destructive" data-testid="auth-error">
      <AlertCircleIcon aria-hidden />
      <AlertTitle>{error.title}</AlertTitle>
      <AlertDescription>
        <p>{error.message}</p>
        <p className="text-xs opacity-80">Code {error.code}</p>
      </AlertDescription>
    </Alert>
  );
}

/** A labelled control with its hint and its validation message, wired with aria-describedby. */
export function Field({
  id,
  label,
  error,
  hint,
  trailing,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  trailing?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {trailing}
      </div>
      {children}
      {hint && !error && (
        <div id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function describedBy(id: string, error?: string, hint?: boolean): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}
