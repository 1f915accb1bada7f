import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { loadSupabase } from '@/lib/supabase';
import type { FactorRow } from '../../api/security';
import { authErrorCode } from '@/lib/auth-error-messages';
import { CodeField, readCode } from './code-field';

/**
 * Removing a factor takes a code from it: the session passes the factor again (aal2) right
 * before the removal, so a browser left signed in cannot switch two-factor off by itself.
 */
export function RemoveFactorDialog({
  factor,
  onOpenChange,
  onRemoved,
}: {
  factor: FactorRow | null;
  onOpenChange: (open: boolean) => void;
  onRemoved: () => void | Promise<void>;
}) {
  const { handleError } = useErrorHandler();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();

  const remove = useMutation({
    mutationFn: async ({ factorId, digits }: { factorId: string; digits: string }) => {
      const supabase = await loadSupabase();
      const verified = await supabase.auth.mfa.challengeAndVerify({ factorId, code: digits });
      if (verified.error) throw verified.error;
      const { error } = await supabase.auth.mfa.unenroll({ factorId });
      if (error) throw error;
    },
    onSuccess: async () => {
      toast.success('Authenticator app removed');
      await onRemoved();
    },
    onError: (error, variables) => {
      const errorCode = authErrorCode(error);
      if (errorCode === 'mfa_verification_failed' || errorCode === 'mfa_challenge_expired') {
        setCodeError('That code is not right or has expired. Enter the one the app shows now.');
        setCode('');
      } else {
        handleError(error, { retry: () => remove.mutate(variables) });
      }
    },
  });

  const close = (open: boolean) => {
    if (!open) {
      setCode('');
      setCodeError(undefined);
    }
    onOpenChange(open);
  };

  return (
    <Dialog open={factor !== null} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove {factor?.name || 'this authenticator app'}?</DialogTitle>
          <DialogDescription>
            Enter a code from this app to confirm. Without a second factor, your password alone opens your
            journal.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Confirm removal with a code"
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!factor) return;
            const digits = readCode(code);
            if (!digits) {
              setCodeError('Enter the 6-digit code from your authenticator app.');
              return;
            }
            setCodeError(undefined);
            remove.mutate({ factorId: factor.id, digits });
          }}
        >
          <CodeField id="remove-factor-code" value={code} onChange={setCode} error={codeError} autoFocus />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Keep it
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? 'Removing…' : 'Remove'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
