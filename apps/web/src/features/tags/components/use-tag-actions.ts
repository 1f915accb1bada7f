import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { journalChanged } from '@/features/analytics';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { deleteTag, mergeTags, restoreTag, tagsChanged, updateTag, type DeletedTag } from '../api/tags';
import { mergedMessage, trades } from '../lib/tag-actions';
import type { TagDraft } from '../lib/tag-form';
import type { TagRecord } from '../lib/tag-rows';

/**
 * The changes the page makes, each followed by reading the tags and the journal again: a merge or
 * a delete moves trades between tags, which every figure by tag reads.
 */
export function useTagActions(userId: string) {
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();

  const refresh = useCallback(
    async (journal: boolean) => {
      await Promise.all([
        tagsChanged(queryClient, userId),
        journal ? journalChanged(queryClient, userId) : Promise.resolve(),
      ]);
    },
    [queryClient, userId],
  );

  const save = useCallback(
    async (tag: TagRecord, draft: TagDraft) => {
      await updateTag(tag.id, draft);
      // The engine's datasets carry the tag's group and name (the breakdown by group reads them).
      await refresh(draft.group !== tag.group || draft.name !== tag.name);
    },
    [refresh],
  );

  const merge = useCallback(
    async (source: TagRecord, target: TagRecord) => {
      const answer = await mergeTags(source.id, target.id);
      await refresh(true);
      toast.success(mergedMessage(source.name, target.name, answer));
    },
    [refresh],
  );

  const undo = useCallback(
    async (deleted: DeletedTag, name: string) => {
      try {
        const links = await restoreTag(deleted);
        await refresh(true);
        toast.success(`“${name}” is back on ${trades(links)}.`);
      } catch (error) {
        handleError(error, { retry: () => void undo(deleted, name) });
      }
    },
    [refresh, handleError],
  );

  const remove = useCallback(
    async (tag: TagRecord) => {
      const deleted = await deleteTag(tag.id);
      await refresh(true);
      // Deleted at once, undone by putting it back: the answer holds the row and its trades.
      toast(`“${tag.name}” deleted from ${trades(deleted.trade_ids.length)}.`, {
        duration: 8000,
        action: { label: 'Undo', onClick: () => void undo(deleted, tag.name) },
      });
    },
    [refresh, undo],
  );

  return { save, merge, remove };
}
