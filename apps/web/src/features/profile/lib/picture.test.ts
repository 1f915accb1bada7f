import { describe, expect, it } from 'vitest';
import { MAX_SOURCE_BYTES, sourceFileProblem } from './picture';

describe('sourceFileProblem', () => {
  it('accepts a picture of any image type up to the limit', () => {
    expect(sourceFileProblem({ type: 'image/jpeg', size: MAX_SOURCE_BYTES })).toBeNull();
  });

  it('refuses another type and a file too large, with the catalogue codes', () => {
    expect(sourceFileProblem({ type: 'application/pdf', size: 10 })).toMatchObject({ code: 'STORAGE-005' });
    expect(sourceFileProblem({ type: 'image/png', size: MAX_SOURCE_BYTES + 1 })).toMatchObject({
      code: 'STORAGE-006',
    });
  });
});
