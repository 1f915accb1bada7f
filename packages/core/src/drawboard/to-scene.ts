// From the editor's live scene to the document a save writes. The editor holds its images as
// base64 data URLs; a saved board holds only where each image is stored, and the images not
// stored yet are handed back for the data layer to upload before the save.
import { SCENE_VERSION, isRecord, pickAppState, type SceneDocument, type SceneFileRef } from './scene.ts';

/** The editor's scene as its onChange hands it over (its own element, app state and file types). */
export interface EditorScene {
  elements: readonly unknown[];
  appState: unknown;
  /** fileId -> the editor's file ({ id, mimeType, dataURL, created, ... }). */
  files: Readonly<Record<string, unknown>> | null | undefined;
}

/** An image the board shows but storage does not hold yet. */
export interface PendingUpload {
  fileId: string;
  mimeType: string;
  /** The image as a base64 `data:` URL, as the editor keeps it. */
  dataURL: string;
}

export interface SceneToSave {
  scene: SceneDocument;
  uploads: PendingUpload[];
}

const IMAGE_TYPE = /^image\/[a-z0-9][a-z0-9.+-]*$/;

function pendingUpload(fileId: string, file: unknown): PendingUpload | null {
  if (!isRecord(file) || typeof file.dataURL !== 'string') return null;
  const header = /^data:([^;,]+)[;,]/.exec(file.dataURL);
  if (header === null) return null;
  const mimeType =
    typeof file.mimeType === 'string' && IMAGE_TYPE.test(file.mimeType) ? file.mimeType : header[1];
  if (mimeType === undefined || !IMAGE_TYPE.test(mimeType)) return null;
  return { fileId, mimeType, dataURL: file.dataURL };
}

/**
 * The document to save for the editor's scene. `stored` holds the images already in storage (the
 * last saved scene's `files`, plus any uploaded since): those are referenced. Deleted elements are
 * left out, and so are the references of images no element shows any more.
 */
export function toSceneDocument(
  editor: EditorScene,
  stored: Readonly<Record<string, SceneFileRef>>,
): SceneToSave {
  const elements = editor.elements.filter((element) => !(isRecord(element) && element.isDeleted === true));
  const files: Record<string, SceneFileRef> = {};
  const uploads: PendingUpload[] = [];
  for (const element of elements) {
    if (!isRecord(element) || element.type !== 'image' || typeof element.fileId !== 'string') continue;
    const fileId = element.fileId;
    if (fileId in files || uploads.some((upload) => upload.fileId === fileId)) continue;
    const ref = Object.hasOwn(stored, fileId) ? stored[fileId] : undefined;
    if (ref !== undefined) {
      files[fileId] = ref;
      continue;
    }
    const upload = pendingUpload(fileId, editor.files?.[fileId]);
    if (upload !== null) uploads.push(upload);
  }
  return {
    scene: { version: SCENE_VERSION, elements, appState: pickAppState(editor.appState), files },
    uploads,
  };
}

/**
 * A short string that changes whenever what a save would write changes. The editor reports a
 * change on every pointer move and selection; comparing fingerprints saves only real edits. Each
 * element's `version` and `versionNonce` move with every edit the editor makes to it.
 */
export function sceneFingerprint(scene: SceneDocument): string {
  const parts: string[] = [];
  for (const element of scene.elements) {
    if (isRecord(element) && typeof element.version === 'number')
      parts.push(`${String(element.id)}:${element.version}:${String(element.versionNonce)}`);
    else parts.push(JSON.stringify(element));
  }
  parts.push(JSON.stringify(scene.appState));
  parts.push(
    Object.keys(scene.files)
      .sort()
      .map((id) => `${id}=${scene.files[id]?.path ?? ''}`)
      .join(','),
  );
  return parts.join('|');
}

/** A board's folder in the drawboard-files bucket. */
export const boardFolder = (userId: string, boardId: string): string => `${userId}/${boardId}`;

/**
 * Where an image of a board is stored. The editor's file ids are hex hashes or URL-safe ids; any
 * other character becomes `_`, so an id can never climb out of the board's folder.
 */
export function boardFilePath(userId: string, boardId: string, fileId: string): string {
  const safe = fileId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 128);
  return `${boardFolder(userId, boardId)}/${safe === '' ? '_' : safe}`;
}

/** Where the board's thumbnail (for the list of boards) is stored. */
export const boardThumbnailPath = (userId: string, boardId: string): string =>
  `${boardFolder(userId, boardId)}/thumbnail.png`;
