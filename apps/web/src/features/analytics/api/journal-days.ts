import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';

const COLUMNS = 'day, plan, review, mood, lessons';

const journalDayRow = z.object({
  day: z.string(),
  plan: z.string().nullable(),
  review: z.string().nullable(),
  mood: z.number().int().min(1).max(5).nullable(),
  lessons: z.string().nullable(),
});

export type JournalDayRow = z.infer<typeof journalDayRow>;

/** What the trader writes for a day; empty text is stored as no text. */
export interface JournalDayWrite {
  day: string;
  plan: string;
  review: string;
  mood: number | null;
  lessons: string;
}

// Under the analytics prefix, so whatever refreshes the analytics pages refreshes these too.
export const journalDayKeys = {
  range: (userId: string, from: string, to: string) =>
    ['analytics', userId, 'journal-days', 'range', from, to] as const,
  day: (userId: string, day: string) => ['analytics', userId, 'journal-days', 'day', day] as const,
  all: (userId: string) => ['analytics', userId, 'journal-days'] as const,
};

const hasText = (text: string | null): boolean => text !== null && text.trim() !== '';

/** True when the day holds anything the trader wrote. */
export const isWritten = (row: JournalDayRow): boolean =>
  hasText(row.plan) || hasText(row.review) || hasText(row.lessons) || row.mood !== null;

/** The days in [from, to] (calendar days, both included) that hold a journal entry. */
export function journalDaysInRangeQuery(userId: string, from: string, to: string) {
  return queryOptions({
    queryKey: journalDayKeys.range(userId, from, to),
    queryFn: async (): Promise<ReadonlySet<string>> => {
      const supabase = await loadSupabase();
      // At most a year of days: well under one page of the server's rows.
      const { data, error } = await supabase
        .from('journal_days')
        .select(COLUMNS)
        .gte('day', from)
        .lte('day', to)
        .order('day');
      if (error) throw error;
      return new Set(
        z
          .array(journalDayRow)
          .parse(data)
          .filter(isWritten)
          .map((row) => row.day),
      );
    },
  });
}

/** One day's journal entry, null when nothing was written for it yet. */
export function journalDayQuery(userId: string, day: string) {
  return queryOptions({
    queryKey: journalDayKeys.day(userId, day),
    queryFn: async (): Promise<JournalDayRow | null> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('journal_days')
        .select(COLUMNS)
        .eq('day', day)
        .maybeSingle();
      if (error) throw error;
      return data === null ? null : journalDayRow.parse(data);
    },
    staleTime: 0,
  });
}

const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text);

/**
 * Writes the day's entry whether or not it exists yet: one upsert on the table's unique
 * (user_id, day), so two tabs saving the same day never make two rows.
 */
export async function saveJournalDay(userId: string, entry: JournalDayWrite): Promise<JournalDayRow> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('journal_days')
    .upsert(
      {
        user_id: userId,
        day: entry.day,
        plan: textOrNull(entry.plan),
        review: textOrNull(entry.review),
        mood: entry.mood,
        lessons: textOrNull(entry.lessons),
      },
      { onConflict: 'user_id,day' },
    )
    .select(COLUMNS)
    .single();
  if (error) throw error;
  return journalDayRow.parse(data);
}
