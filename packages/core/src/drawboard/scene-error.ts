import { getErrorEntry } from '../errors/catalogue/index.ts';
import { classifyError } from '../errors/classify/index.ts';
import type { ErrorCatalogueEntry } from '../errors/types.ts';

/**
 * A saved scene that cannot be read (malformed, or written by a newer release). It carries its
 * catalogue code, so the error classifier and the page's error handler say CANVAS-003 with the
 * catalogue's message, and `reason` says what was wrong for the error log.
 */
export class SceneDataError extends Error {
  override readonly name = 'SceneDataError';
  readonly code = 'CANVAS-003';
  readonly reason: string;

  constructor(reason: string) {
    super(`Scene data problem: ${reason}`);
    this.reason = reason;
  }
}

/**
 * The catalogue record of anything the draw board threw or was given (the editor failing to
 * start, a render error, a lost WebGL context, an export or a save that failed): always one of
 * CANVAS-001..009, falling back to CANVAS-003 when nothing says more.
 */
export function canvasError(error: unknown): ErrorCatalogueEntry {
  return getErrorEntry(classifyError(error, 'CANVAS'));
}
