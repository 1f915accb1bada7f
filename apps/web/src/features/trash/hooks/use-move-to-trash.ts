import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { moveToTrash, restoreFromTrash, type DeletableKind } from '../api/trash';

const UNDO_MS = 10_000;

/**
 * The toast after something went to the trash: its Undo restores the entry and refreshes every
 * query, since a restore can bring back rows of any page (an account brings its trades).
 */
export function useTrashUndoToast() {
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  return useCallback(
    (entryId: string, message: string, description = 'Restorable from Trash for 30 days.') => {
      const undo = async () => {
        try {
          await restoreFromTrash(entryId);
          await queryClient.invalidateQueries();
          toast.success('Restored');
        } catch (error) {
          handleError(error, { retry: () => void undo() });
        }
      };
      toast(message, {
        description,
        duration: UNDO_MS,
        action: { label: 'Undo', onClick: () => void undo() },
      });
    },
    [handleError, queryClient],
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
