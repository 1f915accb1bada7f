import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';

/** A row as the table stores it, every column included, so it can be put back as it was. */
export type RemovedRow = Readonly<Record<string, unknown>>;

const storedRow = z.record(z.string(), z.unknown());

/** Deletes one of the trader's rows and answers it as it was stored. */
export async function removeRow(table: string, id: string): Promise<RemovedRow> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from(table).delete().eq('id', id).select('*').single();
  if (error) throw error;
  return storedRow.parse(data);
}

/** Puts a removed row back with its id; a row made since in its place (same key) refuses it. */
export async function putRowBack(table: string, row: RemovedRow): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from(table).insert({ ...row });
  if (error) throw error;
}
