// A draw board's scene as the drawboards.scene column keeps it: the drawing's elements as the
// editor saved them, the few canvas settings worth keeping, and references to the board's images
// in storage. The bytes of an image never live here (a row stays small enough to save often).

/** The private bucket holding boards' images and thumbnails, each user under their own folder. */
export const DRAWBOARD_BUCKET = 'drawboard-files';

/** The version every save writes; restoreScene brings older documents up to it. */
export const SCENE_VERSION = 2;

/** An image of the board, stored at `path` in the drawboard-files bucket. */
export interface SceneFileRef {
  path: string;
  mimeType: string;
  /** When the editor first took the image in (ms since the epoch), as the editor records it. */
  created: number;
}

/**
 * The canvas settings a board keeps. Scroll, zoom, selection and the open tool are the moment's,
 * not the board's: kept, they would turn every pan into a save.
 */
export interface SceneAppState {
  viewBackgroundColor?: string;
  /** The grid's spacing; null is the earlier editors' way of saying the grid is off. */
  gridSize?: number | null;
  gridStep?: number;
  gridModeEnabled?: boolean;
}

export interface SceneDocument {
  version: typeof SCENE_VERSION;
  /** The editor's elements, deleted ones left out; read as the editor's own element type. */
  elements: unknown[];
  appState: SceneAppState;
  /** fileId (an image element's `fileId`) -> where its bytes are. */
  files: Record<string, SceneFileRef>;
}

export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A blank board. */
export function emptyScene(): SceneDocument {
  return { version: SCENE_VERSION, elements: [], appState: {}, files: {} };
}

/** The settings of any app state (the editor's, or a saved one) that a board keeps, rightly typed. */
export function pickAppState(appState: unknown): SceneAppState {
  if (!isRecord(appState)) return {};
  const kept: SceneAppState = {};
  const { viewBackgroundColor, gridSize, gridStep, gridModeEnabled } = appState;
  if (typeof viewBackgroundColor === 'string' && viewBackgroundColor.length <= 64)
    kept.viewBackgroundColor = viewBackgroundColor;
  if (gridSize === null || (typeof gridSize === 'number' && Number.isFinite(gridSize) && gridSize > 0))
    kept.gridSize = gridSize;
  if (typeof gridStep === 'number' && Number.isInteger(gridStep) && gridStep > 0) kept.gridStep = gridStep;
  if (typeof gridModeEnabled === 'boolean') kept.gridModeEnabled = gridModeEnabled;
  return kept;
}

/** An image reference as saved, or null when it is not one. */
export function readFileRef(value: unknown): SceneFileRef | null {
  if (!isRecord(value)) return null;
  const { path, mimeType, created } = value;
  if (typeof path !== 'string' || path.length === 0 || path.length > 1024) return null;
  if (typeof mimeType !== 'string' || !/^image\/[a-z0-9][a-z0-9.+-]*$/.test(mimeType)) return null;
  if (typeof created !== 'number' || !Number.isFinite(created)) return null;
  return { path, mimeType, created };
}
