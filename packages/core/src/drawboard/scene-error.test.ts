import { describe, expect, it } from 'vitest';
import { SceneDataError, canvasError } from './scene-error.ts';

describe('canvasError', () => {
  it('gives every draw-board failure a CANVAS record with the catalogue message', () => {
    const cases: Array<[unknown, string]> = [
      [new Error('Failed to initialize the editor'), 'CANVAS-001'],
      [new Error('Render failed'), 'CANVAS-002'],
      [new SceneDataError('the scene is not an object'), 'CANVAS-003'],
      [new SyntaxError('Unexpected token < in JSON'), 'CANVAS-003'],
      [new RangeError('Out of memory while allocating canvas'), 'CANVAS-005'],
      [new Error('WebGL context lost'), 'CANVAS-006'],
      [new Error('Export failed'), 'CANVAS-009'],
      [new TypeError('Failed to fetch'), 'CANVAS-003'],
      ['something else', 'CANVAS-003'],
    ];
    for (const [error, code] of cases) {
      const entry = canvasError(error);
      expect(entry.code, String(error)).toBe(code);
      expect(entry.category).toBe('CANVAS');
      expect(entry.userMessage.length).toBeGreaterThan(10);
    }
  });
});
