// Images move between the editor (base64 data URLs), storage (blobs) and the browser copy of a
// board. Plain functions over Blob and base64, so they run (and are tested) outside a page too.

/** The bytes and type of a base64 `data:` URL, or null when it is not one. */
export function dataUrlToBlob(dataURL: string): Blob | null {
  const match = /^data:([^;,]*)((?:;[^;,]*)*?);base64,(.*)$/s.exec(dataURL);
  if (match === null) return null;
  try {
    const binary = atob(match[3] ?? '');
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new Blob([bytes], { type: match[1] ?? '' });
  } catch {
    return null;
  }
}

// String.fromCharCode takes its arguments on the stack: a few MB at once would overflow it.
const CHUNK = 0x8000;

/** A blob as a base64 `data:` URL of the given type (the blob's own when none is given). */
export async function blobToDataUrl(blob: Blob, type = blob.type): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  return `data:${type || 'application/octet-stream'};base64,${btoa(binary)}`;
}
