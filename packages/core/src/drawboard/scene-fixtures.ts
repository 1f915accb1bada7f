// Scenes as each release saved them, for the restore tests. Elements are trimmed copies of what
// the editor writes (every field it needs to draw them), so a migration is tested on real shapes.

const rectangle = {
  id: 'rect-1',
  type: 'rectangle',
  x: 100,
  y: 80,
  width: 240,
  height: 120,
  angle: 0,
  strokeColor: '#1e1e1e',
  backgroundColor: '#a5d8ff',
  fillStyle: 'solid',
  strokeWidth: 2,
  strokeStyle: 'solid',
  roughness: 1,
  opacity: 100,
  groupIds: [],
  frameId: null,
  roundness: { type: 3 },
  seed: 1968410350,
  version: 14,
  versionNonce: 361174001,
  isDeleted: false,
  boundElements: [{ id: 'text-1', type: 'text' }],
  updated: 1767600000000,
  link: null,
  locked: false,
};

const label = {
  id: 'text-1',
  type: 'text',
  x: 120,
  y: 125,
  width: 200,
  height: 25,
  angle: 0,
  strokeColor: '#1e1e1e',
  backgroundColor: 'transparent',
  fillStyle: 'solid',
  strokeWidth: 2,
  strokeStyle: 'solid',
  roughness: 1,
  opacity: 100,
  groupIds: [],
  frameId: null,
  roundness: null,
  seed: 1150084233,
  version: 9,
  versionNonce: 1116226897,
  isDeleted: false,
  boundElements: null,
  updated: 1767600000000,
  link: null,
  locked: false,
  text: 'ES long above 5,000',
  fontSize: 20,
  fontFamily: 5,
  textAlign: 'center',
  verticalAlign: 'middle',
  containerId: 'rect-1',
  originalText: 'ES long above 5,000',
  autoResize: true,
  lineHeight: 1.25,
};

/**
 * Version 1, the first boards: elements and the editor's whole app state as it came (scroll, zoom,
 * theme and all), no images.
 */
export const SCENE_V1 = {
  version: 1,
  elements: [rectangle, label],
  appState: {
    viewBackgroundColor: '#fff9db',
    gridSize: null,
    scrollX: -120,
    scrollY: 40,
    zoom: { value: 1.5 },
    theme: 'dark',
    selectedElementIds: { 'rect-1': true },
  },
};

/** Version 2: images are references to objects in the drawboard-files bucket. */
export const SCENE_V2 = {
  version: 2,
  elements: [
    rectangle,
    label,
    {
      ...rectangle,
      id: 'image-1',
      type: 'image',
      backgroundColor: 'transparent',
      boundElements: null,
      fileId: '9c1185a5c5e9fc54612808977ee8f548b2258d31',
      status: 'saved',
      scale: [1, 1],
      crop: null,
    },
  ],
  appState: { viewBackgroundColor: '#ffffff', gridSize: 20, gridStep: 5, gridModeEnabled: true },
  files: {
    '9c1185a5c5e9fc54612808977ee8f548b2258d31': {
      path: 'user-1/board-1/9c1185a5c5e9fc54612808977ee8f548b2258d31',
      mimeType: 'image/png',
      created: 1767600000000,
    },
  },
};
