import type { ExcalidrawElementSkeleton } from '@excalidraw/excalidraw/data/transform';
import { boardTemplate, tradeCardSkeleton, type ElementSkeleton } from '@edgelog/core';
import { describe, expect, it } from 'vitest';

// Core's element outlines are written without the editor's types; this file holds them to the
// editor's own skeleton type (a compile-time check, run by `tsc -p apps/web`), so the page can hand
// them to convertToExcalidrawElements as they are.
const asEditorSkeletons = (skeletons: ElementSkeleton[]): ExcalidrawElementSkeleton[] => skeletons;

describe('element outlines', () => {
  it("are the editor's skeletons", () => {
    const template = asEditorSkeletons(boardTemplate('daily-plan', { day: '2026-01-05', now: 0 }));
    const card = asEditorSkeletons(
      tradeCardSkeleton(
        { symbol: 'ES', side: 'long', openedAt: null, closedAt: null, netPnl: null, currency: null },
        { x: 0, y: 0 },
      ),
    );
    expect(template.length).toBeGreaterThan(1);
    expect(card.length).toBeGreaterThan(1);
  });
});
