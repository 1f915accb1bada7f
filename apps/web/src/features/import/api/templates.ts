import { queryOptions } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase';
import { readTemplates, type MappingTemplate } from '../lib/templates';
import { importKeys } from './keys';

/** The generic importer's saved mappings (user_settings.import_templates). */
export function importTemplatesQuery(userId: string) {
  return queryOptions({
    queryKey: importKeys.templates(userId),
    queryFn: async (): Promise<MappingTemplate[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.from('user_settings').select('import_templates').maybeSingle();
      if (error) throw error;
      return readTemplates((data as { import_templates?: unknown } | null)?.import_templates);
    },
  });
}

/**
 * Saves the list with this template added (or replacing the one of the same name), touching no
 * other column of the row.
 */
export async function saveImportTemplate(
  current: readonly MappingTemplate[],
  template: MappingTemplate,
): Promise<MappingTemplate[]> {
  const next = [...current.filter((saved) => saved.name !== template.name), template];
  const supabase = await loadSupabase();
  const { error } = await supabase
    .from('user_settings')
    .upsert({ import_templates: next }, { onConflict: 'user_id' });
  if (error) throw error;
  return next;
}
