import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import type { TagGroup, TagLookup } from './lookups';

// A new tag's colour by its group, so a freshly made tag reads like its siblings.
const GROUP_COLORS: Record<TagGroup, string> = {
  setup: '#2563eb',
  mistake: '#dc2626',
  emotion: '#d97706',
  custom: '#6b7280',
};

const created = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  tag_group: z.enum(['setup', 'mistake', 'emotion', 'custom']),
});

/** Creates a tag typed in the tag picker. A name already taken (any capitals) is a DB-005. */
export async function createTag(name: string, group: TagGroup): Promise<TagLookup> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('tags')
    .insert({ name: name.trim(), tag_group: group, color: GROUP_COLORS[group] })
    .select('id, name, color, tag_group')
    .single();
  if (error) throw error;
  return created.parse(data);
}
