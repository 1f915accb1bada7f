// Reads whatever drawboards.scene holds (or a copy kept in the browser) into the current scene
// document. A board an earlier release saved opens brought up to date; a part that cannot be read
// is left out and said so; a document that is not a scene at all, or is from a newer release, is a
// SceneDataError (CANVAS-003), never a TypeError from deep inside the editor.
import { upgradeScene, type SceneVersionDocument } from './migrations.ts';
import { SceneDataError } from './scene-error.ts';
import {
  SCENE_VERSION,
  isRecord,
  pickAppState,
  readFileRef,
  type SceneDocument,
  type SceneFileRef,
} from './scene.ts';

export interface RestoredScene {
  scene: SceneDocument;
  /** A sentence for the trader when the board was updated or parts of it were left out. */
  notice: string | null;
}

function asDocument(raw: unknown): SceneVersionDocument {
  if (!isRecord(raw)) throw new SceneDataError('the scene is not an object');
  const version = raw.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw new SceneDataError('the scene has no version');
  return { ...raw, version };
}

/** An element the editor can take: an object with a string id and type. */
const isElement = (value: unknown): boolean =>
  isRecord(value) && typeof value.id === 'string' && value.id.length > 0 && typeof value.type === 'string';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function restoreScene(raw: unknown): RestoredScene {
  const upgraded = upgradeScene(asDocument(raw), SCENE_VERSION);
  if (!upgraded.ok) throw new SceneDataError(upgraded.reason);
  const { document } = upgraded;

  if (!Array.isArray(document.elements)) throw new SceneDataError('the scene has no list of elements');
  const all: readonly unknown[] = document.elements;
  const elements = all.filter(isElement);
  if (document.files !== undefined && !isRecord(document.files))
    throw new SceneDataError('the scene has no map of files');
  const files: Record<string, SceneFileRef> = {};
  let droppedFiles = 0;
  for (const [id, value] of Object.entries(document.files ?? {})) {
    const ref = readFileRef(value);
    if (ref === null) droppedFiles++;
    else files[id] = ref;
  }

  const notices: string[] = [];
  if (upgraded.steps > 0) notices.push('This board was saved by an earlier version and has been updated.');
  const droppedElements = all.length - elements.length;
  if (droppedElements > 0 || droppedFiles > 0) {
    const parts = [
      droppedElements > 0 ? plural(droppedElements, 'shape', 'shapes') : null,
      droppedFiles > 0 ? plural(droppedFiles, 'image', 'images') : null,
    ].filter((part) => part !== null);
    notices.push(
      `${parts.join(' and ')} of this board could not be read and ${droppedElements + droppedFiles === 1 ? 'was' : 'were'} left out.`,
    );
  }
  return {
    scene: { version: SCENE_VERSION, elements, appState: pickAppState(document.appState), files },
    notice: notices.length > 0 ? notices.join(' ') : null,
  };
}
