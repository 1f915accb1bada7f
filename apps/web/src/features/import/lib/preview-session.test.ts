import { describe, expect, it } from 'vitest';
import { nextPreviewSession, previewPageKey } from './preview-session';

describe('preview sessions', () => {
  it('never number two previews alike, so a new wizard never reads the last one’s cached pages', () => {
    const first = nextPreviewSession();
    const second = nextPreviewSession();
    expect(second).toBeGreaterThan(first);
    expect(previewPageKey(second, 'trades', 0)).not.toEqual(previewPageKey(first, 'trades', 0));
    expect(previewPageKey(first, 'trades', 0)).not.toEqual(previewPageKey(first, 'errors', 0));
    expect(previewPageKey(first, 'trades', 1)).toEqual(['import-preview', first, 'trades', 1]);
  });
});
