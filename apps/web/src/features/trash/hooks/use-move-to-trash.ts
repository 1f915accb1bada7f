import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { putRowBack, removeRow } from '../api/rows';
import { moveToTrash, restoreFromTrash, type DeletableKind } from '../api/trash';

const UNDO_MS = 10_000;

/**
 * The toast after a delete: its Undo runs `undo` (which puts the rows back) and reports a failure
 * with a retry, as every other failed write is reported.
 */
export function useUndoToast() {
  const { handleError } = useErrorHandler();
  return useCallback(
    (message: string, undo: () => Promise<void>, description?: string) => {
      const run = async () => {
        try {
          await undo();
          toast.success('Restored');
        } catch (error) {
          handleError(error, { retry: () => void run() });
        }
      };
      toast(message, {
        description,
        duration: UNDO_MS,
        action: { label: 'Undo', onClick: () => void run() },
      });
    },
    [handleError],
  );
}

/**
 * The toast after something went to the trash: its Undo restores the entry and refreshes every
 * query, since a restore can bring back rows of any page (an account brings its trades).
 */
export function useTrashUndoToast() {
  const queryClient = useQueryClient();
  const showUndo = useUndoToast();
  return useCallback(
    (entryId: string, message: string, description = 'Restorable from Trash for 30 days.') =>
      showUndo(
        message,
        async () => {
          await restoreFromTrash(entryId);
          await queryClient.invalidateQueries();
        },
        description,
      ),
    [queryClient, showUndo],
  );
}

/**
 * Removes a small row the trash does not keep (a settings row, a playbook's example: a link whose
 * trade stays) and offers Undo, which puts the same row back, id and all, then runs `restored`
 * (the caller's refresh). The row is held by the toast only while it shows.
 */
export function useRemoveWithUndo() {
  const showUndo = useUndoToast();
  return useCallback(
    async (table: string, id: string, message: string, restored: () => Promise<unknown>): Promise<void> => {
      const row = await removeRow(table, id);
      showUndo(message, async () => {
        await putRowBack(table, row);
        await restored();
      });
    },
    [showUndo],
  );
}

/**
 * Deletes through the trash: the rows leave at once (every page reads them gone), and the toast's
 * Undo or the Trash page puts them back with their ids. Rejects with the database's error, which
 * the caller reports as it reports its other failures.
 */
export function useMoveToTrash() {
  const queryClient = useQueryClient();
  const showUndo = useTrashUndoToast();
  return useCallback(
    async (kind: DeletableKind, ids: readonly string[], message: string): Promise<string> => {
      const entryId = await moveToTrash(kind, ids);
      void queryClient.invalidateQueries({ queryKey: ['trash'] });
      showUndo(entryId, message);
      return entryId;
    },
    [queryClient, showUndo],
  );
}
