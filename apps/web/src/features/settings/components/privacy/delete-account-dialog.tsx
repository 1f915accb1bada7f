import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
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
import { useAuth } from '@/lib/auth-context';
import { loadSupabase } from '@/lib/supabase';

const WHAT_GOES = [
  'every trade with its fills, notes, tags and screenshots',
  'your accounts with their deposits, withdrawals and fees',
  'journal days, strategies, tags, goals and draw boards',
  'saved price data, your profile, picture and settings',
];

function refusedConfirmation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '22023';
}

/**
 * Deleting the account takes the address typed out. The server removes the user, every row that
 * hangs off it and every stored file at once; other signed-in tabs see the profile go and sign out.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user, signOut } = useAuth();
  const email = user?.email ?? '';
  const { handleError } = useErrorHandler();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const matches = email !== '' && typed.trim().toLowerCase() === email.toLowerCase();

  const remove = useMutation({
    mutationFn: async (confirmation: string) => {
      const supabase = await loadSupabase();
      const { error: rpcError } = await supabase.rpc('delete_my_account', { p_confirmation: confirmation });
      if (rpcError) throw rpcError;
    },
    onSuccess: async () => {
      toast.success('Your account has been deleted', {
        description: 'Your journal, settings and files are gone from this server.',
        duration: 10_000,
      });
      // The server has ended every session already: only this browser's copy is left to clear.
      await signOut({ scope: 'local' });
    },
    onError: (failure, confirmation) => {
      if (refusedConfirmation(failure)) setError('Type your e-mail address exactly as you sign in with it.');
      else handleError(failure, { retry: () => remove.mutate(confirmation) });
    },
  });

  const close = (next: boolean) => {
    if (!next) {
      setTyped('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[calc(100svh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This cannot be undone. Everything of yours on this server goes at once:
          </DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {WHAT_GOES.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Every browser and device signed in to the account is signed out.
        </p>
        <form
          noValidate
          aria-label="Confirm account deletion"
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!matches) {
              setError('Type your e-mail address exactly as you sign in with it.');
              return;
            }
            setError(undefined);
            remove.mutate(typed.trim());
          }}
        >
          <FormField
            id="delete-account-email"
            label="Type your e-mail address to confirm"
            error={error}
            hint={<span className="break-all">{email}</span>}
          >
            {(a11y) => (
              <Input
                {...a11y}
                type="email"
                autoComplete="off"
                spellCheck={false}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Keep my account
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
              {remove.isPending ? 'Deleting…' : 'Delete my account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
