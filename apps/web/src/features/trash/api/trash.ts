import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { TRASH_KINDS, type TrashKind } from '../lib/contents';
import { trashKeys } from './keys';

const entrySchema = z.object({
  id: z.string(),
  kind: z.enum(TRASH_KINDS),
  label: z.string(),
  deleted_at: z.string(),
  expires_at: z.string(),
  summary: z.record(z.string(), z.number()),
  file_count: z.number(),
});

export interface TrashEntry {
  id: string;
  kind: TrashKind;
  label: string;
  deletedAt: string;
  expiresAt: string;
  summary: Readonly<Record<string, number>>;
  fileCount: number;
}

/** The trader's trash, newest first. Reading it purges what is older than 30 days. */
export async function fetchTrash(): Promise<TrashEntry[]> {
  const supabase = await loadSupabase();
  // A POST (supabase-js's default for rpc): the read also purges expired entries.
  const { data, error } = await supabase.rpc('trash_list');
  if (error) throw error;
  return z
    .array(entrySchema)
    .parse(data)
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      label: row.label,
      deletedAt: row.deleted_at,
      expiresAt: row.expires_at,
      summary: row.summary,
      fileCount: row.file_count,
    }));
}

export const trashQuery = (userId: string) =>
  queryOptions({ queryKey: trashKeys.list(userId), queryFn: fetchTrash });

/** Kinds the database moves to the trash itself (the sample journal goes through trash_sample_data). */
export type DeletableKind = Exclude<TrashKind, 'sample'>;

/** Moves the items, and everything that goes with them, into one trash entry; returns its id. */
export async function moveToTrash(kind: DeletableKind, ids: readonly string[]): Promise<string> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('trash_delete', { p_kind: kind, p_ids: [...ids] });
  if (error) throw error;
  return z.string().parse(data);
}

const restoredSchema = z.object({ kind: z.enum(TRASH_KINDS), ids: z.array(z.string()), label: z.string() });

/** Puts an entry back with its ids; answers what came back. */
export async function restoreFromTrash(entryId: string): Promise<z.infer<typeof restoredSchema>> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('trash_restore', { p_id: entryId });
  if (error) throw error;
  return restoredSchema.parse(data);
}

/** Deletes entries for good, with their stored files; answers how many went. */
export async function purgeFromTrash(entryIds: readonly string[]): Promise<number> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('trash_purge', { p_ids: [...entryIds] });
  if (error) throw error;
  return z.number().parse(data);
}

export async function emptyTrash(): Promise<number> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('trash_empty');
  if (error) throw error;
  return z.number().parse(data);
}

const sampleRemoval = z.object({
  kept_accounts: z.array(z.string()),
  kept_strategies: z.array(z.string()),
  kept_tags: z.array(z.string()),
  trash_id: z.string().nullable(),
});

/**
 * Removes the sample journal into the trash (rpc/trash_sample_data): what the trader's own rows
 * use stays, named in the answer, and the rest is one entry the toast's Undo restores.
 */
export async function removeSampleToTrash(): Promise<{
  kept: { accounts: string[]; strategies: string[]; tags: string[] };
  entryId: string | null;
}> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('trash_sample_data');
  if (error) throw error;
  const answer = sampleRemoval.parse(data);
  return {
    kept: { accounts: answer.kept_accounts, strategies: answer.kept_strategies, tags: answer.kept_tags },
    entryId: answer.trash_id,
  };
}
