import { loadSupabase } from '@/lib/supabase';

export const SAMPLE_TRADES = 300;

// Written through the API once core's sample journal generator is published.
export function addSampleJournal(onProgress: (fraction: number) => void): Promise<void> {
  onProgress(0);
  return Promise.reject(new Error('The sample journal is not available yet.'));
}

export async function removeSampleJournal(): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc('remove_sample_data');
  if (error) throw error;
}
