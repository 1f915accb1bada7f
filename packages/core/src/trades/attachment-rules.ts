// Which files a trade takes as attachments and where they are stored: images and PDFs up to
// 10 MiB, in bucket `trade-attachments` under `<user id>/<trade id>/` (decision 0012).

export const ATTACHMENT_BUCKET = 'trade-attachments';
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export type AttachmentRefusal = 'STORAGE-005' | 'STORAGE-006';

export interface AttachmentCandidate {
  name: string;
  type: string;
  size: number;
}

/** Why a file cannot be attached, or null when it can. */
export function attachmentRefusal(file: AttachmentCandidate): AttachmentRefusal | null {
  const type = file.type.toLowerCase();
  if (!(type.startsWith('image/') || type === 'application/pdf')) return 'STORAGE-005';
  if (file.size > MAX_ATTACHMENT_BYTES) return 'STORAGE-006';
  return null;
}

/**
 * A file name safe in a storage path: letters, digits, dot, dash and underscore, other runs as one
 * dash, at most 80 characters keeping the extension; never empty.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  if (cleaned === '') return 'file';
  if (cleaned.length <= 80) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 80 - extension.length) + extension;
}

/** `<user id>/<trade id>/<unique>-<safe name>`: the owner's folder, as the bucket's policies ask. */
export function attachmentPath(userId: string, tradeId: string, unique: string, fileName: string): string {
  return `${userId}/${tradeId}/${unique}-${safeFileName(fileName)}`;
}
