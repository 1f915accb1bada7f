import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FlagIcon,
  ListIcon,
  PenToolIcon,
  ReceiptIcon,
  RotateCcwIcon,
  SparklesIcon,
  TargetIcon,
  Trash2Icon,
  WalletIcon,
  type LucideIcon,
} from 'lucide-react';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { LoadFailed } from '@/components/load-failed';
import { PageFrame } from '@/components/page-frame';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useLoadError } from '@/features/errors/use-load-error';
import { useAuth } from '@/lib/auth-context';
import { useFormat } from '@/lib/format';
import { trashKeys } from '../api/keys';
import { emptyTrash, purgeFromTrash, restoreFromTrash, trashQuery, type TrashEntry } from '../api/trash';
import { daysLeft, daysLeftText, describeContents, KIND_LABELS, type TrashKind } from '../lib/contents';

const KIND_ICONS: Readonly<Record<TrashKind, LucideIcon>> = {
  trade: ListIcon,
  account: WalletIcon,
  strategy: FlagIcon,
  drawboard: PenToolIcon,
  goal: TargetIcon,
  transaction: ReceiptIcon,
  sample: SparklesIcon,
};

type Confirming = { purpose: 'purge'; entry: TrashEntry } | { purpose: 'empty' } | null;

function LoadingRows() {
  return (
    <div className="grid gap-3" aria-label="Loading your trash" aria-busy>
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
    </div>
  );
}

function EmptyTrash() {
  return (
    <div
      className="grid justify-items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center"
      data-testid="trash-empty"
    >
      <Trash2Icon aria-hidden className="size-8 text-muted-foreground" />
      <h2 className="text-lg font-semibold">The trash is empty</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        When you delete a trade, an account, a playbook, a draw board, a goal, a transaction or the sample
        journal, it waits here for 30 days with everything that went with it, so you can put it back.
      </p>
    </div>
  );
}

export function TrashPage() {
  const { user } = useAuth();
  const format = useFormat();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const trash = useQuery({ ...trashQuery(userId), enabled: user !== null });
  const retryLoad = useCallback(() => void trash.refetch(), [trash]);
  const loadError = useLoadError(trash.error, retryLoad);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const now = Date.now();
  const entries = trash.data ?? [];

  const refreshTrash = () => queryClient.invalidateQueries({ queryKey: trashKeys.all(userId) });

  const restore = useMutation({
    mutationFn: (entry: TrashEntry) => restoreFromTrash(entry.id),
    onError: (error, entry) => handleError(error, { retry: () => restore.mutate(entry) }),
    onSuccess: async (_restored, entry) => {
      // What came back can show on any page: an account brings its trades, balances and analytics.
      await queryClient.invalidateQueries();
      toast.success(`“${entry.label}” restored`);
    },
  });
  const purge = useMutation({
    mutationFn: (entry: TrashEntry) => purgeFromTrash([entry.id]),
    onError: (error, entry) => handleError(error, { retry: () => purge.mutate(entry) }),
    onSuccess: async (_count, entry) => {
      setConfirming(null);
      await refreshTrash();
      toast.success(`“${entry.label}” deleted for good`);
    },
  });
  const empty = useMutation({
    mutationFn: emptyTrash,
    onError: (error) => handleError(error, { retry: () => empty.mutate() }),
    onSuccess: async () => {
      setConfirming(null);
      await refreshTrash();
      toast.success('Trash emptied');
    },
  });

  const contentsOf = (entry: TrashEntry) => describeContents(entry.kind, entry.summary, format.count);
  const busy = restore.isPending || purge.isPending || empty.isPending;

  return (
    <PageFrame
      title="Trash"
      description="What you deleted stays here for 30 days, with everything that went with it. Restore it as it was, or delete it for good."
      actions={
        entries.length > 0 && (
          <Button variant="outline" onClick={() => setConfirming({ purpose: 'empty' })} disabled={busy}>
            <Trash2Icon aria-hidden />
            Empty trash
          </Button>
        )
      }
    >
      {trash.isPending && user !== null ? (
        <LoadingRows />
      ) : trash.isError ? (
        <LoadFailed
          title="Your trash could not be loaded"
          record={loadError}
          fallback="Check your connection and try again."
          onRetry={retryLoad}
          testId="trash-load-failed"
        />
      ) : entries.length === 0 ? (
        <EmptyTrash />
      ) : (
        <ul className="grid gap-3" aria-label="Deleted items">
          {entries.map((entry) => {
            const Icon = KIND_ICONS[entry.kind];
            const contents = contentsOf(entry);
            const left = daysLeft(entry.expiresAt, now);
            return (
              <li
                key={entry.id}
                className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
                data-testid="trash-entry"
              >
                <div className="flex min-w-0 gap-3">
                  <span className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-md bg-muted text-muted-foreground">
                    <Icon aria-hidden className="size-4" />
                  </span>
                  <div className="min-w-0 space-y-1">
                    <p className="flex flex-wrap items-baseline gap-x-2">
                      <span className="truncate font-medium" data-testid="trash-entry-label">
                        {entry.label}
                      </span>
                      <span className="text-xs text-muted-foreground">{KIND_LABELS[entry.kind]}</span>
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {contents.length > 0 ? `With ${contents.join(', ')}` : 'Nothing else went with it'}
                      {entry.fileCount > 0 &&
                        ` · ${entry.fileCount === 1 ? '1 stored file' : `${format.count(entry.fileCount)} stored files`}`}
                    </p>
                    <p className="text-xs text-muted-foreground tabular-nums">
                      Deleted <time dateTime={entry.deletedAt}>{format.dateTime(entry.deletedAt)}</time>
                      {' · '}
                      <span className={left <= 3 ? 'text-foreground' : undefined}>{daysLeftText(left)}</span>
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2 sm:justify-end">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => restore.mutate(entry)}
                    disabled={busy}
                    aria-label={`Restore ${entry.label}`}
                  >
                    <RotateCcwIcon aria-hidden />
                    Restore
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-destructive hover:text-destructive"
                    onClick={() => setConfirming({ purpose: 'purge', entry })}
                    disabled={busy}
                    aria-label={`Delete ${entry.label} for good`}
                  >
                    <Trash2Icon aria-hidden />
                    Delete for good
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <Dialog open={confirming !== null} onOpenChange={(open) => !open && !busy && setConfirming(null)}>
        <DialogContent>
          {confirming?.purpose === 'purge' ? (
            <>
              <DialogHeader>
                <DialogTitle>Delete “{confirming.entry.label}” for good?</DialogTitle>
                <DialogDescription>
                  {[
                    contentsOf(confirming.entry).length > 0
                      ? `Everything that went with it goes too: ${contentsOf(confirming.entry).join(', ')}.`
                      : null,
                    confirming.entry.fileCount > 0 ? 'Its stored files are removed.' : null,
                    'This cannot be undone.',
                  ]
                    .filter((part) => part !== null)
                    .join(' ')}
                </DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <Button variant="outline" onClick={() => setConfirming(null)} disabled={purge.isPending}>
                  Keep it
                </Button>
                <Button
                  variant="destructive"
                  onClick={() => purge.mutate(confirming.entry)}
                  disabled={purge.isPending}
                >
                  {purge.isPending ? 'Deleting…' : 'Delete for good'}
                </Button>
              </DialogFooter>
            </>
          ) : (
            <>
              <DialogHeader>
                <DialogTitle>Empty the trash?</DialogTitle>
                <DialogDescription>
                  {entries.length === 1 ? 'The item' : `All ${format.count(entries.length)} items`} in the
                  trash, with everything that went with them and their stored files, are deleted for good.
                  This cannot be undone.
                </DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <Button variant="outline" onClick={() => setConfirming(null)} disabled={empty.isPending}>
                  Cancel
                </Button>
                <Button variant="destructive" onClick={() => empty.mutate()} disabled={empty.isPending}>
                  {empty.isPending ? 'Emptying…' : 'Empty trash'}
                </Button>
              </DialogFooter>
            </>
          )}
        </DialogContent>
      </Dialog>
    </PageFrame>
  );
}
