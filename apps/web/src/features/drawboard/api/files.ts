import {
  DRAWBOARD_BUCKET,
  boardFilePath,
  boardFolder,
  boardThumbnailPath,
  type SceneDocument,
  type SceneFileRef,
} from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { blobToDataUrl } from '../lib/data-url';
import { boardKeys } from './keys';
import { signedInClient } from './session';

// A board's images and thumbnail in the drawboard-files bucket, under '<user>/<board>/'.

/**
 * Stores one image of a board and returns its path. The editor names an image by a hash of its
 * bytes, so writing the same id again writes the same picture: a retried upload simply replaces it.
 */
export async function uploadBoardFile(boardId: string, fileId: string, blob: Blob): Promise<string> {
  const { supabase, userId } = await signedInClient();
  const path = boardFilePath(userId, boardId, fileId);
  const { error } = await supabase.storage
    .from(DRAWBOARD_BUCKET)
    .upload(path, blob, { contentType: blob.type, upsert: true });
  if (error) throw error;
  return path;
}

/** Stores the board's picture for the list; returns its path. */
export async function uploadBoardThumbnail(boardId: string, png: Blob): Promise<string> {
  const { supabase, userId } = await signedInClient();
  const path = boardThumbnailPath(userId, boardId);
  const { error } = await supabase.storage
    .from(DRAWBOARD_BUCKET)
    .upload(path, png, { contentType: 'image/png', upsert: true });
  if (error) throw error;
  return path;
}

// Signed links live an hour; queries holding them refresh well before.
const SIGNED_SECONDS = 3600;

/** Short-lived links (the bucket is private) by object path; paths it cannot sign are left out. */
export async function signedUrls(paths: readonly string[]): Promise<Record<string, string>> {
  if (paths.length === 0) return {};
  const { supabase } = await signedInClient();
  const { data, error } = await supabase.storage
    .from(DRAWBOARD_BUCKET)
    .createSignedUrls([...paths], SIGNED_SECONDS);
  if (error) throw error;
  const urls: Record<string, string> = {};
  for (const item of data) if (item.path && item.signedUrl) urls[item.path] = item.signedUrl;
  return urls;
}

/** An image as the editor takes it. */
export interface BoardEditorFile {
  mimeType: string;
  dataURL: string;
  created: number;
}

/**
 * A scene's images downloaded into data URLs, by file id. The editor then holds the bytes
 * themselves, so an export (PNG, SVG, .excalidraw) carries them and no signed link expires under
 * an open board. An image that cannot be read is left out (the editor shows its placeholder) and
 * counted.
 */
export async function loadBoardFiles(
  scene: SceneDocument,
): Promise<{ files: Record<string, BoardEditorFile>; missing: number }> {
  const { supabase } = await signedInClient();
  const bucket = supabase.storage.from(DRAWBOARD_BUCKET);
  const entries = Object.entries(scene.files);
  const loaded = await Promise.all(
    entries.map(async ([fileId, ref]): Promise<[string, BoardEditorFile] | null> => {
      const { data, error } = await bucket.download(ref.path);
      if (error) return null;
      return [
        fileId,
        { mimeType: ref.mimeType, dataURL: await blobToDataUrl(data, ref.mimeType), created: ref.created },
      ];
    }),
  );
  const files: Record<string, BoardEditorFile> = {};
  for (const entry of loaded) if (entry !== null) files[entry[0]] = entry[1];
  return { files, missing: entries.length - Object.keys(files).length };
}

/** loadBoardFiles as a query, keyed by the scene's paths: an open board reads each image once. */
export function boardFilesQuery(userId: string, boardId: string, scene: SceneDocument) {
  const paths = Object.values(scene.files)
    .map((ref) => ref.path)
    .sort();
  return queryOptions({
    queryKey: boardKeys.files(userId, boardId, paths),
    queryFn: () => loadBoardFiles(scene),
    staleTime: Infinity,
  });
}

/** Every object in a board's folder (its images and thumbnail). */
export async function listBoardFiles(boardId: string): Promise<string[]> {
  const { supabase, userId } = await signedInClient();
  const folder = boardFolder(userId, boardId);
  const { data, error } = await supabase.storage.from(DRAWBOARD_BUCKET).list(folder, { limit: 1000 });
  if (error) throw error;
  return data.filter((entry) => entry.id !== null).map((entry) => `${folder}/${entry.name}`);
}

/** Removes everything a board stored (after it is deleted and its undo window has passed). */
export async function removeBoardFiles(boardId: string): Promise<void> {
  const paths = await listBoardFiles(boardId);
  if (paths.length === 0) return;
  const { supabase } = await signedInClient();
  const { error } = await supabase.storage.from(DRAWBOARD_BUCKET).remove(paths);
  if (error) throw error;
}

/**
 * Copies a scene's images and a thumbnail into another board's folder, for a duplicate; returns
 * the scene's file references pointing at the copies, and every path written (to undo them).
 */
export async function copyBoardFiles(
  files: Readonly<Record<string, SceneFileRef>>,
  thumbnailPath: string | null,
  toBoardId: string,
): Promise<{ files: Record<string, SceneFileRef>; thumbnailPath: string | null; written: string[] }> {
  const { supabase, userId } = await signedInClient();
  const bucket = supabase.storage.from(DRAWBOARD_BUCKET);
  const written: string[] = [];
  const copied: Record<string, SceneFileRef> = {};
  try {
    for (const [fileId, ref] of Object.entries(files)) {
      const to = boardFilePath(userId, toBoardId, fileId);
      const { error } = await bucket.copy(ref.path, to);
      // An image already gone from storage was a placeholder on the original too.
      if (error) continue;
      written.push(to);
      copied[fileId] = { ...ref, path: to };
    }
    let thumbnail: string | null = null;
    if (thumbnailPath !== null) {
      const to = boardThumbnailPath(userId, toBoardId);
      const { error } = await bucket.copy(thumbnailPath, to);
      if (!error) {
        written.push(to);
        thumbnail = to;
      }
    }
    return { files: copied, thumbnailPath: thumbnail, written };
  } catch (error) {
    if (written.length > 0) await bucket.remove(written);
    throw error;
  }
}
