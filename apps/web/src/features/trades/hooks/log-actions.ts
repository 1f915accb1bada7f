import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { removeSampleToTrash, useMoveToTrash, useTrashUndoToast } from '@/features/trash';
import { tradeKeys } from '../api/keys';
import type { TagLookup } from '../api/lookups';
import { addSampleJournal, keptSampleMessage } from '../api/sample-data';
import { addTag, setArchived } from '../api/trade-log';
import { formatCount } from '../lib/log-format';

const trades = (n: number) => (n === 1 ? '1 trade' : `${formatCount(n)} trades`);

/** What the log does to trades, each refreshing what it changed and reporting failures. */
export function useLogActions(userId: string, onDone: () => void) {
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const refreshTrades = useCallback(
    () => queryClient.invalidateQueries({ queryKey: tradeKeys.user(userId) }),
    [queryClient, userId],
  );

  const archive = useMutation({
    mutationFn: ({ ids, archivedAt }: { ids: readonly string[]; archivedAt: string | null }) =>
      setArchived(ids, archivedAt),
    onError: (error, variables) => handleError(error, { retry: () => archive.mutate(variables) }),
    onSuccess: async (_nothing, { ids, archivedAt }) => {
      onDone();
      await refreshTrades();
      if (archivedAt === null) toast.success(`${trades(ids.length)} restored`);
      else
        toast.success(`${trades(ids.length)} archived`, {
          action: { label: 'Undo', onClick: () => archive.mutate({ ids, archivedAt: null }) },
        });
    },
  });

  const tag = useMutation({
    mutationFn: ({ ids, tag: chosen }: { ids: readonly string[]; tag: TagLookup }) => addTag(ids, chosen.id),
    onError: (error, variables) => handleError(error, { retry: () => tag.mutate(variables) }),
    onSuccess: async (_nothing, { ids, tag: chosen }) => {
      onDone();
      await refreshTrades();
      toast.success(`${chosen.name} added to ${trades(ids.length)}`);
    },
  });

  // Deleting, from the log or the archive, moves the trades, with their fills, tags and
  // attachments, into one trash entry at once; the toast's Undo (or the Trash page) restores them
  // with their ids (archived ones come back archived).
  const moveToTrash = useMoveToTrash();
  const [pendingDelete, setPendingDelete] = useState<ReadonlySet<string>>(new Set());
  const remove = useCallback(
    async (ids: readonly string[]) => {
      setPendingDelete((current) => new Set([...current, ...ids]));
      try {
        await moveToTrash('trade', ids, `${trades(ids.length)} deleted`);
      } catch (error) {
        handleError(error, { retry: () => void remove(ids) });
      } finally {
        await refreshTrades();
        setPendingDelete((current) => new Set([...current].filter((id) => !ids.includes(id))));
      }
    },
    [handleError, moveToTrash, refreshTrades],
  );
  const deleteWithUndo = useCallback(
    (ids: readonly string[]) => {
      onDone();
      void remove(ids);
    },
    [onDone, remove],
  );

  const [sampleProgress, setSampleProgress] = useState<number | null>(null);
  const refreshJournal = useCallback(async () => {
    await Promise.all([
      refreshTrades(),
      // The sample adds accounts: the accounts page and the calculators' lists share this prefix.
      queryClient.invalidateQueries({ queryKey: ['accounts'] }),
    ]);
  }, [queryClient, refreshTrades]);
  const addSample = useMutation({
    mutationFn: () => {
      setSampleProgress(0);
      return addSampleJournal(setSampleProgress);
    },
    onError: (error) => handleError(error, { retry: () => addSample.mutate() }),
    onSettled: async () => {
      setSampleProgress(null);
      await refreshJournal();
    },
    onSuccess: () => toast.success('Sample journal added'),
  });
  const showUndo = useTrashUndoToast();
  const removeSample = useMutation({
    mutationFn: removeSampleToTrash,
    onError: (error) => handleError(error, { retry: () => removeSample.mutate() }),
    onSuccess: async ({ kept, entryId }) => {
      await refreshJournal();
      const message = keptSampleMessage(kept);
      if (entryId !== null) showUndo(entryId, 'Sample data removed', message ?? undefined);
      else if (message) toast.success('Sample data removed', { description: message, duration: 15_000 });
      else toast.success('Sample data removed');
    },
  });

  return {
    archive,
    tag,
    deleteWithUndo,
    pendingDelete,
    addSample,
    sampleProgress,
    removeSample,
  };
}
