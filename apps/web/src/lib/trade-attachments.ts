import { ATTACHMENT_BUCKET, attachmentPath } from '@edgelog/core';
import { loadSupabase } from '@/lib/supabase';

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
