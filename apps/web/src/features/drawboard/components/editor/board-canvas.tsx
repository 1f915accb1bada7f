import '@excalidraw/excalidraw/index.css';
import {
  CaptureUpdateAction,
  Excalidraw,
  convertToExcalidrawElements,
  exportToBlob,
  exportToSvg,
  getSceneVersion,
  loadFromBlob,
  restoreElements,
  serializeAsJSON,
} from '@excalidraw/excalidraw';
import type { ExcalidrawElement } from '@excalidraw/excalidraw/element/types';
import type { ExcalidrawElementSkeleton } from '@excalidraw/excalidraw/data/transform';
import type {
  AppState,
  BinaryFileData,
  BinaryFiles,
  ExcalidrawImperativeAPI,
} from '@excalidraw/excalidraw/types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BOARD_FONT, type SceneAppState } from '@edgelog/core';
import { usePrivacyMode } from '@/lib/format';
import { maskCards, newCardFigures, unmaskCards } from '../../lib/card-privacy';
import type { BoardHandle, EditorFile, EditorScene } from './board-handle';

// The whiteboard's fonts are served by this server (apps/web/build/excalidraw-assets.ts), never
// fetched from the library's public CDN: a self-hosted journal calls no third party.
(window as Window & { EXCALIDRAW_ASSET_PATH?: string | string[] }).EXCALIDRAW_ASSET_PATH =
  '/excalidraw-assets/';

export interface BoardCanvasProps {
  /** The scene the board opens with; later changes come from the handle. */
  initialScene: EditorScene;
  theme: 'light' | 'dark';
  /** Called when the board's content changed (not on scrolling or selecting). */
  onSceneChange: (scene: EditorScene) => void;
  onReady: (handle: BoardHandle) => void;
}

function isElement(value: unknown): value is ExcalidrawElement {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'type' in value &&
    typeof value.type === 'string'
  );
}

function isSkeleton(value: object): value is ExcalidrawElementSkeleton {
  return 'type' in value && typeof value.type === 'string';
}

function isBinaryFile(file: EditorFile & { id: string }): file is BinaryFileData {
  return file.mimeType.startsWith('image/') || file.mimeType === 'application/octet-stream';
}

function toBinaryFiles(files: Record<string, EditorFile>): BinaryFileData[] {
  return Object.entries(files)
    .map(([id, file]) => ({ ...file, id }))
    .filter(isBinaryFile);
}

function toEditorFiles(files: BinaryFiles): Record<string, EditorFile> {
  const out: Record<string, EditorFile> = {};
  for (const [id, file] of Object.entries(files))
    out[id] = { mimeType: file.mimeType, dataURL: file.dataURL, created: file.created };
  return out;
}

function persistedState(
  appState: Pick<AppState, 'viewBackgroundColor' | 'gridModeEnabled' | 'gridSize' | 'gridStep'>,
): SceneAppState {
  const { viewBackgroundColor, gridModeEnabled, gridSize, gridStep } = appState;
  return { viewBackgroundColor, gridModeEnabled, gridSize, gridStep };
}

function restoredElements(elements: readonly unknown[]) {
  return restoreElements(elements.filter(isElement), null, { repairBindings: true });
}

/** A skeleton's own box, when it says where it is. */
function boxOf(skeleton: object) {
  const read = (key: string) => {
    const value: unknown = key in skeleton ? Reflect.get(skeleton, key) : undefined;
    return typeof value === 'number' ? value : 0;
  };
  const x = read('x');
  const y = read('y');
  return { left: x, top: y, right: x + read('width'), bottom: y + read('height') };
}

/** Moves skeletons together so their box is centred on a point of the scene. */
function centredOn(skeletons: readonly ExcalidrawElementSkeleton[], centre: { x: number; y: number }) {
  const boxes = skeletons.map(boxOf);
  const left = Math.min(...boxes.map((box) => box.left));
  const top = Math.min(...boxes.map((box) => box.top));
  const right = Math.max(...boxes.map((box) => box.right));
  const bottom = Math.max(...boxes.map((box) => box.bottom));
  const dx = centre.x - (left + right) / 2;
  const dy = centre.y - (top + bottom) / 2;
  return skeletons.map((skeleton) => ({ ...skeleton, x: (skeleton.x ?? 0) + dx, y: (skeleton.y ?? 0) + dy }));
}

/** How long an insertion waits for the board's font before it measures with what it has. */
const FONT_WAIT_MS = 5_000;

/** Every character the skeletons write, their own texts and their boxes' labels. */
function skeletonCharacters(skeletons: readonly ExcalidrawElementSkeleton[]): string {
  const chars = new Set<string>();
  for (const skeleton of skeletons) {
    const texts = [
      'text' in skeleton && typeof skeleton.text === 'string' ? skeleton.text : '',
      'label' in skeleton && skeleton.label !== undefined ? (skeleton.label.text ?? '') : '',
    ];
    for (const text of texts) for (const char of text) chars.add(char);
  }
  return [...chars].join('');
}

/**
 * The editor measures a text once, as it is made, and keeps that size: measured before the
 * board's font has arrived, with the browser's fallback font, every line is cut off where the
 * narrower fallback ended once the real font draws it. Its faces are registered with the page
 * as the editor mounts; this loads the ones the skeletons need before they are measured.
 */
async function loadBoardFont(skeletons: readonly ExcalidrawElementSkeleton[]): Promise<void> {
  const chars = skeletonCharacters(skeletons);
  if (chars === '') return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FONT_WAIT_MS);
  });
  try {
    // A font that cannot be fetched leaves the fallback: the text is still placed, as before.
    await Promise.race([
      document.fonts.load(`16px ${BOARD_FONT.name}`, chars).catch(() => undefined),
      waited,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const sceneKey = (elements: readonly ExcalidrawElement[], appState: AppState, files: BinaryFiles) =>
  `${getSceneVersion(elements)}|${Object.keys(files).sort().join(',')}|${JSON.stringify(persistedState(appState))}`;

/**
 * The real P&L lines of the cards masked on screen, for the whole tab: a masked card copied on one
 * board and pasted on another is saved there with its figure. Kept after privacy mode is turned
 * off, as the clipboard may still hold masked cards.
 */
const figures = newCardFigures();

/** Trade cards under privacy mode: the saved scene's elements, and the mask laid on again. */
interface CardPrivacy {
  plain: (elements: readonly ExcalidrawElement[]) => ExcalidrawElement[];
  /** New elements as the screen must show them, before they reach the undo history. */
  shown: (elements: ExcalidrawElement[]) => ExcalidrawElement[];
  show: () => void;
}

/**
 * What the page may do with the canvas once it shows its scene. Pictures (and the list's
 * thumbnail) show what is on screen, masked cards included; a save and an .excalidraw file hold
 * the cards' real figures.
 */
function boardHandle(
  api: ExcalidrawImperativeAPI,
  lastKey: { current: string },
  cards: CardPrivacy,
): BoardHandle {
  const live = () => api.getSceneElements();
  const exportState = () => ({ ...api.getAppState(), exportBackground: true, exportWithDarkMode: false });
  const current = (): EditorScene => ({
    elements: cards.plain(api.getSceneElementsIncludingDeleted()),
    appState: persistedState(api.getAppState()),
    files: toEditorFiles(api.getFiles()),
  });
  return {
    exportPng: () =>
      exportToBlob({
        elements: live(),
        appState: exportState(),
        files: api.getFiles(),
        mimeType: 'image/png',
      }),
    exportSvg: async () => {
      const svg = await exportToSvg({ elements: live(), appState: exportState(), files: api.getFiles() });
      return new Blob([svg.outerHTML], { type: 'image/svg+xml' });
    },
    exportExcalidraw: () =>
      new Blob(
        [serializeAsJSON(cards.plain(api.getSceneElements()), api.getAppState(), api.getFiles(), 'local')],
        {
          type: 'application/vnd.excalidraw+json',
        },
      ),
    importExcalidraw: async (file) => {
      const data = await loadFromBlob(file, api.getAppState(), api.getSceneElements());
      api.addFiles(Object.values(data.files));
      api.updateScene({
        elements: cards.shown(data.elements),
        appState: { viewBackgroundColor: data.appState.viewBackgroundColor },
        captureUpdate: CaptureUpdateAction.IMMEDIATELY,
      });
      cards.show();
      api.scrollToContent(data.elements, { fitToContent: true });
    },
    insertSkeletons: async (skeletons) => {
      const shapes = skeletons.filter(isSkeleton);
      await loadBoardFont(shapes);
      const state = api.getAppState();
      const zoom = state.zoom.value;
      const centre = {
        x: -state.scrollX + state.width / 2 / zoom,
        y: -state.scrollY + state.height / 2 / zoom,
      };
      // Masked before the undo history records them, so undo and redo never bring the figure back.
      const added = cards.shown(
        convertToExcalidrawElements(centredOn(shapes, centre), {
          regenerateIds: true,
        }),
      );
      api.updateScene({
        elements: [...api.getSceneElementsIncludingDeleted(), ...added],
        captureUpdate: CaptureUpdateAction.IMMEDIATELY,
      });
      cards.show();
      api.scrollToContent(added, { fitToViewport: true, viewportZoomFactor: 0.8, maxZoom: 1 });
    },
    replaceScene: (scene) => {
      api.addFiles(toBinaryFiles(scene.files));
      api.updateScene({
        elements: restoredElements(scene.elements),
        ...(scene.appState.viewBackgroundColor
          ? { appState: { viewBackgroundColor: scene.appState.viewBackgroundColor } }
          : {}),
        captureUpdate: CaptureUpdateAction.NEVER,
      });
      cards.show();
      // Taken from elsewhere: what is now on screen is already saved.
      lastKey.current = sceneKey(api.getSceneElementsIncludingDeleted(), api.getAppState(), api.getFiles());
    },
    addFiles: (files) => api.addFiles(toBinaryFiles(files)),
    thumbnail: async () => {
      const elements = live();
      if (elements.length === 0) return null;
      return exportToBlob({
        elements,
        appState: exportState(),
        files: api.getFiles(),
        mimeType: 'image/png',
        maxWidthOrHeight: 480,
      });
    },
    currentScene: current,
  };
}

/**
 * The whiteboard itself: the only module that loads the whiteboard library (and its styles). It
 * opens once with its scene (later scenes arrive through the handle).
 */
export default function BoardCanvas({ initialScene, theme, onSceneChange, onReady }: BoardCanvasProps) {
  // What was last reported, so scrolling, selecting or hovering does not count as a change.
  const lastKey = useRef('');
  const onSceneChangeRef = useRef(onSceneChange);
  const onReadyRef = useRef(onReady);
  const apiRef = useRef<ExcalidrawImperativeAPI | null>(null);
  // On the wrapper for tests and the bench: the board has its scene, and how many elements it shows.
  const [shown, setShown] = useState<{ ready: boolean; elements: number }>({ ready: false, elements: 0 });
  const privacy = usePrivacyMode();
  const privacyOn = useRef(privacy);
  const plain = useCallback(
    (elements: readonly ExcalidrawElement[]) => unmaskCards(elements, figures).elements,
    [],
  );
  const shownCards = useCallback(
    (elements: ExcalidrawElement[]) => (privacyOn.current ? maskCards(elements, figures).elements : elements),
    [],
  );
  const showCards = useCallback(() => {
    const api = apiRef.current;
    if (!api) return;
    const all = api.getSceneElementsIncludingDeleted();
    const next = privacyOn.current ? maskCards(all, figures) : unmaskCards(all, figures);
    // Versions are kept: the scene's key does not move, so this is never reported as an edit.
    if (next.changed) api.updateScene({ elements: next.elements, captureUpdate: CaptureUpdateAction.NEVER });
  }, []);
  useEffect(() => {
    privacyOn.current = privacy;
    showCards();
  }, [privacy, showCards]);
  useEffect(() => {
    onSceneChangeRef.current = onSceneChange;
    onReadyRef.current = onReady;
  }, [onSceneChange, onReady]);

  const [initialData] = useState(() => {
    const restored = restoredElements(initialScene.elements);
    const elements = privacyOn.current ? maskCards(restored, figures).elements : restored;
    const { viewBackgroundColor, gridSize, gridStep, gridModeEnabled } = initialScene.appState;
    return {
      elements,
      appState: {
        ...(viewBackgroundColor ? { viewBackgroundColor } : {}),
        ...(typeof gridSize === 'number' ? { gridSize } : {}),
        ...(gridStep ? { gridStep } : {}),
        // Earlier boards said "no grid" with a null size.
        ...(gridModeEnabled !== undefined
          ? { gridModeEnabled }
          : gridSize === null
            ? { gridModeEnabled: false }
            : {}),
      },
      files: Object.fromEntries(toBinaryFiles(initialScene.files).map((file) => [file.id, file])),
      scrollToContent: true,
    };
  });

  const handleChange = useCallback(
    (elements: readonly ExcalidrawElement[], appState: AppState, files: BinaryFiles) => {
      const key = sceneKey(elements, appState, files);
      if (key === lastKey.current) return;
      const first = lastKey.current === '';
      lastKey.current = key;
      const count = elements.filter((element) => !element.isDeleted).length;
      setShown((was) => (was.ready && was.elements === count ? was : { ready: true, elements: count }));
      // The first report is the scene the board opened with, not a change: from then on the page
      // may add to it (a template laid out) without the opening scene overwriting it.
      if (first) {
        const api = apiRef.current;
        // Out of the editor's own change report, so what the page does next is a change of its own.
        if (api)
          setTimeout(
            () =>
              onReadyRef.current(boardHandle(api, lastKey, { plain, shown: shownCards, show: showCards })),
            0,
          );
        return;
      }
      onSceneChangeRef.current({
        elements: plain(elements),
        appState: persistedState(appState),
        files: toEditorFiles(files),
      });
    },
    [plain, shownCards, showCards],
  );

  return (
    <div
      className="h-full"
      data-testid="board-canvas"
      data-ready={shown.ready}
      data-elements={shown.elements}
    >
      <Excalidraw
        initialData={initialData}
        theme={theme}
        onChange={handleChange}
        excalidrawAPI={(api) => {
          apiRef.current = api;
        }}
        UIOptions={{
          canvasActions: { loadScene: false, saveToActiveFile: false, export: false, saveAsImage: false },
        }}
        handleKeyboardGlobally={false}
      />
    </div>
  );
}
