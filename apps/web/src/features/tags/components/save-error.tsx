import type { ErrorRecord } from '@edgelog/core';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** Why a change was not made, in the catalogue's words, kept in the dialog beside the form. */
export function SaveError({ error, title }: { error: ErrorRecord | null; title: string }) {
  if (!error) return null;
  return (
    <Alert variant="destructive" data-testid="tag-save-error">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {error.userMessage} ({error.code})
      </AlertDescription>
    </Alert>
  );
}
