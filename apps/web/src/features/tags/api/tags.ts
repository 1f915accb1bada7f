import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { TAG_GROUPS, type TagDraft } from '../lib/tag-form';
import type { TagRecord } from '../lib/tag-rows';
import { tagKeys } from './keys';

const tagRow = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  tag_group: z.enum(TAG_GROUPS),
  created_at: z.string(),
});

const linkCount = z.object({ tag_id: z.string(), count: z.number() });

/** Every tag of the trader with the number of trades carrying it (any status: a delete removes them all). */
export function tagsListQuery(userId: string) {
  return queryOptions({
    queryKey: tagKeys.list(userId),
    queryFn: async (): Promise<TagRecord[]> => {
      const supabase = await loadSupabase();
      const [tags, counts] = await Promise.all([
        supabase.from('tags').select('id, name, color, tag_group, created_at').order('name'),
        supabase.from('trade_tags').select('tag_id, count()'),
      ]);
      if (tags.error) throw tags.error;
      if (counts.error) throw counts.error;
      const linked = new Map(
        z
          .array(linkCount)
          .parse(counts.data)
          .map((row) => [row.tag_id, row.count]),
      );
      return z
        .array(tagRow)
        .parse(tags.data)
        .map((row) => ({
          id: row.id,
          name: row.name,
          color: row.color,
          group: row.tag_group,
          createdAt: row.created_at,
          linkedTrades: linked.get(row.id) ?? 0,
        }));
    },
    // Trades are tagged on other pages: count again whenever the page opens.
    staleTime: 0,
  });
}

/** The tag lists of this page and of the trade form's picker, read again after a change. */
export async function tagsChanged(queryClient: QueryClient, userId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: tagKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['trades', userId, 'lookups', 'tags'] }),
  ]);
}

export async function updateTag(id: string, draft: TagDraft): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase
    .from('tags')
    .update({ name: draft.name, color: draft.color, tag_group: draft.group })
    .eq('id', id);
  if (error) throw error;
}

const mergeAnswer = z.object({ moved: z.number(), already_tagged: z.number() });
export type MergeAnswer = z.infer<typeof mergeAnswer>;

/** Every trade of `source` ends with `target` once, and `source` is deleted, in one transaction. */
export async function mergeTags(source: string, target: string): Promise<MergeAnswer> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('merge_tags', { p_source: source, p_target: target });
  if (error) throw error;
  return mergeAnswer.parse(data);
}

const deletedTag = z.object({
  tag: z.record(z.string(), z.unknown()),
  trade_ids: z.array(z.string()),
});
/** What undoing a delete needs: the tag's row as it was and the trades that carried it. */
export type DeletedTag = z.infer<typeof deletedTag>;

export async function deleteTag(id: string): Promise<DeletedTag> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('delete_tag', { p_tag: id });
  if (error) throw error;
  return deletedTag.parse(data);
}

/** The deleted tag back with its id, and its links to those of its trades that still exist. */
export async function restoreTag(deleted: DeletedTag): Promise<number> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('restore_tag', {
    p_tag: deleted.tag,
    p_trade_ids: deleted.trade_ids,
  });
  if (error) throw error;
  return z.number().parse(data);
}
