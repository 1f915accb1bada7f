import type { SceneAppState } from '@edgelog/core';

/**
 * What the page may ask of the open canvas. Declared apart from the canvas module so the page can
 * hold a handle without loading the whiteboard library: only the canvas chunk implements it.
 */
export interface EditorScene {
  /** Excalidraw's elements as they are saved (deleted ones included, for other tabs to reconcile). */
  elements: readonly unknown[];
  /** The part of the editor's state that belongs to the board (background, grid). */
  appState: SceneAppState;
  /** Images on the board: bytes as data URLs until stored, then whatever URL shows them. */
  files: Record<string, EditorFile>;
}

export interface EditorFile {
  mimeType: string;
  dataURL: string;
  created: number;
}

export interface BoardHandle {
  exportPng(): Promise<Blob>;
  exportSvg(): Promise<Blob>;
  /** The board as an `.excalidraw` file, images included, readable by excalidraw.com. */
  exportExcalidraw(): Blob;
  /** Replaces the board's content with an `.excalidraw` file's. */
  importExcalidraw(file: Blob): Promise<void>;
  /**
   * Adds element skeletons (templates, trade cards), placed around the middle of the view, once
   * the board's font is there to measure their texts with.
   */
  insertSkeletons(skeletons: readonly object[]): Promise<void>;
  /** Replaces the whole scene (another tab's version taken). */
  replaceScene(scene: EditorScene): void;
  /** Adds image sources (signed URLs of stored files) for elements already on the board. */
  addFiles(files: Record<string, EditorFile>): void;
  /** A small PNG of the board for the list. */
  thumbnail(): Promise<Blob | null>;
  currentScene(): EditorScene;
}
