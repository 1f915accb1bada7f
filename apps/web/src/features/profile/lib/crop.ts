export interface CropView {
  /** The crop's centre across the picture, 0 (left edge) to 1 (right edge). */
  x: number;
  /** The crop's centre down the picture, 0 (top) to 1 (bottom). */
  y: number;
  /** 1 shows the largest square that fits; 2 half its side. */
  zoom: number;
}

export interface SourceSquare {
  x: number;
  y: number;
  size: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The square of the picture a crop view shows, always whole inside the picture. */
export function cropSquare(image: { width: number; height: number }, view: CropView): SourceSquare {
  const size = Math.min(image.width, image.height) / Math.max(1, view.zoom);
  return {
    x: clamp(view.x * image.width - size / 2, 0, image.width - size),
    y: clamp(view.y * image.height - size / 2, 0, image.height - size),
    size,
  };
}

/** The view moved by a drag of (dx, dy) preview pixels, its centre kept where the square fits. */
export function draggedView(
  image: { width: number; height: number },
  view: CropView,
  dx: number,
  dy: number,
  previewSize: number,
): CropView {
  const square = cropSquare(image, view);
  const scale = square.size / previewSize;
  // Dragging the picture right shows more of its left: the centre moves the other way.
  const left = clamp(square.x - dx * scale, 0, image.width - square.size);
  const top = clamp(square.y - dy * scale, 0, image.height - square.size);
  return { ...view, x: (left + square.size / 2) / image.width, y: (top + square.size / 2) / image.height };
}
