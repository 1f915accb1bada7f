import { ATTACHMENT_BUCKET, attachmentPath } from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase';
import { tradeKeys } from './keys';
import type { TradeAttachmentRow } from './trade';

/**
 * Uploads one file into the trade's folder and records it. When the record cannot be written the
 * object is removed again, so storage holds no file the trade does not list.
 */
export async function uploadAttachment(
  userId: string,
  tradeId: string,
  file: File,
  position: number,
): Promise<void> {
  const supabase = await loadSupabase();
  const path = attachmentPath(userId, tradeId, crypto.randomUUID(), file.name);
  const bucket = supabase.storage.from(ATTACHMENT_BUCKET);
  const upload = await bucket.upload(path, file, { contentType: file.type, upsert: false });
  if (upload.error) throw upload.error;
  const { error } = await supabase.from('trade_attachments').insert({
    trade_id: tradeId,
    object_path: path,
    file_name: file.name.slice(0, 255),
    content_type: file.type,
    size_bytes: file.size,
    position,
  });
  if (error) {
    await bucket.remove([path]);
    throw error;
  }
}

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
