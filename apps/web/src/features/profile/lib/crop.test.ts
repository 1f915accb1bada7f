import { describe, expect, it } from 'vitest';
import { cropSquare, draggedView } from './crop';

const WIDE = { width: 400, height: 200 };

describe('cropSquare', () => {
  it('shows the largest centred square at zoom 1', () => {
    expect(cropSquare(WIDE, { x: 0.5, y: 0.5, zoom: 1 })).toEqual({ x: 100, y: 0, size: 200 });
  });

  it('halves the side at zoom 2 and keeps the square inside the picture', () => {
    expect(cropSquare(WIDE, { x: 0.5, y: 0.5, zoom: 2 })).toEqual({ x: 150, y: 50, size: 100 });
    expect(cropSquare(WIDE, { x: 0, y: 1, zoom: 2 })).toEqual({ x: 0, y: 100, size: 100 });
    expect(cropSquare(WIDE, { x: 1, y: 0.5, zoom: 0.5 })).toEqual({ x: 200, y: 0, size: 200 });
  });
});

describe('draggedView', () => {
  it('moves the centre against the drag, scaled from the preview to the picture', () => {
    // A 100 px preview of a 200 px square: 10 px to the right shows 20 px more of the left.
    const view = draggedView(WIDE, { x: 0.5, y: 0.5, zoom: 1 }, 10, 0, 100);
    expect(cropSquare(WIDE, view)).toEqual({ x: 80, y: 0, size: 200 });
  });

  it('stops at the edges', () => {
    const view = draggedView(WIDE, { x: 0.5, y: 0.5, zoom: 1 }, 1000, -1000, 100);
    expect(cropSquare(WIDE, view)).toEqual({ x: 0, y: 0, size: 200 });
  });
});
