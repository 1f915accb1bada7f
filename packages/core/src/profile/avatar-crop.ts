// The square of a picture the avatar crop dialog shows and saves. The view is the crop's centre
// as fractions of the picture (so it survives a resize of the preview) and a zoom; the result is
// the source rectangle to draw into the 256 x 256 avatar, always whole inside the picture.

export const AVATAR_SIZE = 256;
export const MAX_AVATAR_ZOOM = 8;

export interface AvatarCropView {
  /** The crop's centre across the picture, 0 (left edge) to 1 (right edge). */
  x: number;
  /** The crop's centre down the picture, 0 (top) to 1 (bottom). */
  y: number;
  /** 1 shows the largest square that fits; 2 half its side. */
  zoom: number;
}

export interface AvatarCropSquare {
  /** Left, top and side in the picture's pixels. */
  x: number;
  y: number;
  size: number;
  /** The view as it was used: zoom clamped to 1..MAX_AVATAR_ZOOM, centre moved inside. */
  view: AvatarCropView;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const finiteOr = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);

export function avatarCrop(image: { width: number; height: number }, view: AvatarCropView): AvatarCropSquare {
  const width = Math.max(1, image.width);
  const height = Math.max(1, image.height);
  const zoom = clamp(finiteOr(view.zoom, 1), 1, MAX_AVATAR_ZOOM);
  const size = Math.min(width, height) / zoom;
  const x = clamp(finiteOr(view.x, 0.5) * width - size / 2, 0, width - size);
  const y = clamp(finiteOr(view.y, 0.5) * height - size / 2, 0, height - size);
  return { x, y, size, view: { x: (x + size / 2) / width, y: (y + size / 2) / height, zoom } };
}

/**
 * The view after dragging the preview by (dx, dy) of its pixels: the picture follows the pointer,
 * so the crop moves the other way. Keys move it the same way (an arrow is a few pixels).
 */
export function dragAvatarCrop(
  image: { width: number; height: number },
  view: AvatarCropView,
  delta: { dx: number; dy: number },
  previewSize: number,
): AvatarCropView {
  const square = avatarCrop(image, view);
  const scale = square.size / Math.max(1, previewSize);
  return avatarCrop(image, {
    x: square.view.x - (delta.dx * scale) / Math.max(1, image.width),
    y: square.view.y - (delta.dy * scale) / Math.max(1, image.height),
    zoom: square.view.zoom,
  }).view;
}
