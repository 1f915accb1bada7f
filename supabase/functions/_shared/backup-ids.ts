import { createHash } from 'node:crypto';

/**
 * The id a backup's row gets in another account on this server: derived from the user and the
 * old id, so a second restore of the same backup finds the rows of the first and adds nothing.
 */
export function remappedId(userId: string, oldId: string): string {
  const hex = createHash('sha256').update(`edgelog-backup:${userId}:${oldId}`).digest('hex');
  // Shaped as a version 4, variant 1 uuid.
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const sha256Of = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
