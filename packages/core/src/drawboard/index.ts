// The draw board: its versioned scene document, templates and trade cards (decision 0015).
export {
  DRAWBOARD_BUCKET,
  SCENE_VERSION,
  emptyScene,
  pickAppState,
  type SceneAppState,
  type SceneDocument,
  type SceneFileRef,
} from './scene.ts';
export {
  SCENE_MIGRATIONS,
  sceneV1toV2,
  upgradeScene,
  type SceneMigration,
  type SceneUpgrade,
} from './migrations.ts';
export { restoreScene, type RestoredScene } from './restore.ts';
export { SceneDataError, canvasError } from './scene-error.ts';
export {
  toSceneDocument,
  sceneFingerprint,
  boardFolder,
  boardFilePath,
  boardThumbnailPath,
  type EditorScene,
  type PendingUpload,
  type SceneToSave,
} from './to-scene.ts';
export type { ElementSkeleton, ShapeSkeleton, TextSkeleton, SkeletonLabel } from './skeleton.ts';
export {
  BOARD_TEMPLATES,
  TEMPLATE_TITLES,
  boardTemplate,
  isBoardTemplate,
  type BoardTemplate,
  type TemplateOptions,
} from './templates.ts';
export { BOARD_FONT, LABEL_PADDING, labelBoxSize, textSize } from './text-size.ts';
export {
  tradeCardSkeleton,
  signedMoneyText,
  TRADE_CARD_WIDTH,
  TRADE_CARD_HEIGHT,
  type TradeCardInput,
} from './trade-card.ts';
export { BOARD_NAME_MAX, checkBoardName, copyName, type BoardNameCheck } from './names.ts';
export {
  chooseOpeningScene,
  type LocalBoardCopy,
  type OpeningChoice,
  type ServerBoardState,
} from './local-copy.ts';
