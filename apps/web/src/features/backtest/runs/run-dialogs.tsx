import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
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
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { countOf } from '@/lib/plural';
import { sessionKeys } from '../api/keys';
import { deleteSession, sessionTradeCount, updateSession, type BacktestSession } from '../api/sessions';

/** A new name for a saved run (1 to 120 characters). */
export function RenameRunDialog({
  run,
  onClose,
  onDone,
}: {
  run: BacktestSession | null;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  return (
    <Dialog open={run !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {run !== null && <RenameForm key={run.id} run={run} onClose={onClose} onDone={onDone} />}
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({
  run,
  onClose,
  onDone,
}: {
  run: BacktestSession;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const id = useId();
  const { handleError } = useErrorHandler();
  const [name, setName] = useState(run.name);
  const trimmed = name.trim();
  const error =
    trimmed === ''
      ? 'Give the run a name.'
      : trimmed.length > 120
        ? 'A name has at most 120 characters.'
        : undefined;
  const rename = useMutation({
    mutationFn: () => updateSession(run.id, { name: trimmed }),
    onError: (failure) => handleError(failure, { retry: () => rename.mutate() }),
    onSuccess: async () => {
      await onDone();
      onClose();
    },
  });
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (error === undefined) rename.mutate();
      }}
    >
      <DialogHeader>
        <DialogTitle>Rename run</DialogTitle>
        <DialogDescription>The name the runs list and comparisons show.</DialogDescription>
      </DialogHeader>
      <FormField id={`${id}-name`} label="Name" error={error}>
        {(a11y) => (
          <Input
            {...a11y}
            value={name}
            maxLength={120}
            autoFocus
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={error !== undefined || rename.isPending}>
          {rename.isPending ? 'Saving…' : 'Rename'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Asks before a run goes, saying how many of its trades go with it (and that nothing else does). */
export function DeleteRunDialog({
  run,
  userId,
  onClose,
  onDone,
}: {
  run: BacktestSession | null;
  userId: string;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { handleError } = useErrorHandler();
  const count = useQuery({
    queryKey: [...sessionKeys.detail(userId, run?.id ?? ''), 'trade-count'],
    queryFn: () => sessionTradeCount(run?.id ?? ''),
    enabled: run !== null,
    staleTime: 0,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteSession(id),
    onError: (failure, id) => handleError(failure, { retry: () => remove.mutate(id) }),
    onSuccess: async () => {
      await onDone();
      onClose();
    },
  });
  return (
    <Dialog open={run !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {run?.name}?</DialogTitle>
          <DialogDescription>
            Its settings, results and trades go for good. Other runs and the journal stay.
          </DialogDescription>
        </DialogHeader>
        <p aria-live="polite" data-testid="delete-run-impact" className="text-sm">
          {count.isPending ? (
            <Skeleton className="h-5 w-48" aria-label="Counting its trades" />
          ) : count.data === undefined ? (
            'Its trades in the backtest account go with it.'
          ) : count.data === 0 ? (
            'It has no saved trades.'
          ) : (
            `${countOf(count.data, 'trade', 'trades')} in the backtest account go with it.`
          )}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={run === null || remove.isPending}
            onClick={() => run !== null && remove.mutate(run.id)}
          >
            {remove.isPending ? 'Deleting…' : 'Delete run'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
