import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { importKeys } from './keys';

const batchRow = z.object({
  id: z.string(),
  account_id: z.string(),
  file_names: z.array(z.string()),
  format: z.string().nullable(),
  counts: z.record(z.string(), z.unknown()).nullable(),
  row_errors: z.number().nullable(),
  created_at: z.string(),
  undone_at: z.string().nullable(),
});
export type ImportBatchRow = z.infer<typeof batchRow>;

/** The trader's import batches, newest first (one account's, or every account's). */
export function importHistoryQuery(userId: string, accountId: string | null) {
  return queryOptions({
    queryKey: importKeys.history(userId, accountId),
    queryFn: async (): Promise<ImportBatchRow[]> => {
      const supabase = await loadSupabase();
      let query = supabase
        .from('import_batches')
        .select('id, account_id, file_names, format, counts, row_errors, created_at, undone_at')
        .order('created_at', { ascending: false })
        .limit(100);
      if (accountId !== null) query = query.eq('account_id', accountId);
      const { data, error } = await query;
      if (error) throw error;
      return z.array(batchRow).parse(data);
    },
    staleTime: 0,
  });
}

/** Takes a batch out of the journal as a whole: its fills, the trades it made, what it extended. */
export async function undoImport(batchId: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc('undo_import', { batch_id: batchId });
  if (error) throw error;
}

/** A count of the batch's summary, 0 when the batch did not record it. */
export function countOf(row: ImportBatchRow, key: string): number {
  const value = row.counts?.[key];
  return typeof value === 'number' ? value : 0;
}
