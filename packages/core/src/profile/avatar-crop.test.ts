import { describe, expect, it } from 'vitest';
import { avatarCrop, dragAvatarCrop, MAX_AVATAR_ZOOM } from './avatar-crop.ts';

const landscape = { width: 1200, height: 800 };
const portrait = { width: 600, height: 900 };

describe('avatarCrop', () => {
  it('shows the largest centred square at zoom 1', () => {
    expect(avatarCrop(landscape, { x: 0.5, y: 0.5, zoom: 1 })).toMatchObject({ x: 200, y: 0, size: 800 });
    expect(avatarCrop(portrait, { x: 0.5, y: 0.5, zoom: 1 })).toMatchObject({ x: 0, y: 150, size: 600 });
  });

  it('zooms in around the centre', () => {
    expect(avatarCrop(landscape, { x: 0.5, y: 0.5, zoom: 2 })).toMatchObject({ x: 400, y: 200, size: 400 });
  });

  it('keeps the square whole inside the picture, and says where it moved the centre', () => {
    const corner = avatarCrop(landscape, { x: 0, y: 0, zoom: 2 });
    expect(corner).toMatchObject({ x: 0, y: 0, size: 400 });
    expect(corner.view).toEqual({ x: 200 / 1200, y: 200 / 800, zoom: 2 });
    const far = avatarCrop(landscape, { x: 5, y: -3, zoom: 4 });
    expect(far).toMatchObject({ x: 1000, y: 0, size: 200 });
  });

  it('clamps the zoom to 1..8 and mends values that are not numbers', () => {
    expect(avatarCrop(landscape, { x: 0.5, y: 0.5, zoom: 0.2 }).size).toBe(800);
    expect(avatarCrop(landscape, { x: 0.5, y: 0.5, zoom: 100 }).size).toBe(800 / MAX_AVATAR_ZOOM);
    expect(avatarCrop(landscape, { x: Number.NaN, y: Number.NaN, zoom: Number.NaN })).toMatchObject({
      x: 200,
      y: 0,
      size: 800,
    });
  });

  it('crops a square picture whole', () => {
    expect(avatarCrop({ width: 256, height: 256 }, { x: 0.1, y: 0.9, zoom: 1 })).toMatchObject({
      x: 0,
      y: 0,
      size: 256,
    });
  });
});

describe('dragAvatarCrop', () => {
  it('moves the crop against the drag, in picture pixels per preview pixel', () => {
    // At zoom 2 the 400 px square fills a 200 px preview: 2 picture pixels per preview pixel.
    const view = dragAvatarCrop(landscape, { x: 0.5, y: 0.5, zoom: 2 }, { dx: 50, dy: -25 }, 200);
    expect(avatarCrop(landscape, view)).toMatchObject({ x: 300, y: 250, size: 400 });
  });

  it('stops at the edges', () => {
    const view = dragAvatarCrop(landscape, { x: 0.5, y: 0.5, zoom: 1 }, { dx: -10_000, dy: 10_000 }, 200);
    expect(avatarCrop(landscape, view)).toMatchObject({ x: 400, y: 0, size: 800 });
  });
});
