/** An error the catalogue knows by its code (a file the browser cannot read, a type not allowed). */
export function pictureError(code: 'STORAGE-005' | 'STORAGE-006' | 'STORAGE-009', message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** Pictures bigger than this are refused before decoding: the cropped avatar is small anyway. */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

/** Why a chosen file cannot be an avatar, or null when it can be tried. */
export function sourceFileProblem(file: { type: string; size: number }): Error | null {
  if (!file.type.startsWith('image/'))
    return pictureError('STORAGE-005', 'Choose a picture: PNG, JPEG, WebP or GIF.');
  if (file.size > MAX_SOURCE_BYTES) return pictureError('STORAGE-006', 'Choose a picture under 20 MB.');
  return null;
}
