import { ATTACHMENT_BUCKET } from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase';
import { tradeKeys } from './keys';
import type { TradeAttachmentRow } from './trade';

// Shared with the replay, which attaches chart screenshots to the trades it saves.
export { uploadAttachment } from '@/lib/trade-attachments';

/** Removes an attachment's record, then its file. */
export async function deleteAttachment(attachment: TradeAttachmentRow): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from('trade_attachments').delete().eq('id', attachment.id);
  if (error) throw error;
  await supabase.storage.from(ATTACHMENT_BUCKET).remove([attachment.object_path]);
}

// Signed links live an hour; the query refreshes them well before.
const SIGNED_SECONDS = 3600;

/** Short-lived links to a trade's files (the bucket is private), by object path. */
export function attachmentUrlsQuery(userId: string, tradeId: string, paths: readonly string[]) {
  return queryOptions({
    queryKey: [...tradeKeys.detail(userId, tradeId), 'attachment-urls', paths] as const,
    enabled: paths.length > 0,
    staleTime: (SIGNED_SECONDS / 2) * 1000,
    queryFn: async (): Promise<Record<string, string>> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.storage
        .from(ATTACHMENT_BUCKET)
        .createSignedUrls([...paths], SIGNED_SECONDS);
      if (error) throw error;
      const urls: Record<string, string> = {};
      for (const item of data) if (item.path && item.signedUrl) urls[item.path] = item.signedUrl;
      return urls;
    },
  });
}
