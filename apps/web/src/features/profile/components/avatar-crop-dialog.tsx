import { AVATAR_SIZE, avatarCrop, dragAvatarCrop, MAX_AVATAR_ZOOM, type AvatarCropView } from '@edgelog/core';
import { MinusIcon, PlusIcon } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { pictureError } from '../lib/picture';

const CENTRED: AvatarCropView = { x: 0.5, y: 0.5, zoom: 1 };
// Arrow keys move the picture by this share of the preview; with Shift, four times as far.
const KEY_STEP = 0.05;

/** The cropped square drawn at the avatar's size, as WebP where the browser writes it, else PNG. */
async function renderAvatar(image: ImageBitmap, view: AvatarCropView): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw pictureError('STORAGE-009', 'The picture could not be drawn.');
  const square = avatarCrop(image, view);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, square.x, square.y, square.size, square.size, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
  const blob = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  // A browser without a WebP encoder answers PNG for the WebP request.
  const picture = (await blob('image/webp')) ?? (await blob('image/png'));
  if (!picture) throw pictureError('STORAGE-009', 'The picture could not be drawn.');
  return picture;
}

/**
 * Crops a chosen picture to a square: drag it (or use the arrow keys) to place it, the slider
 * (or + and −) to zoom. Saving hands the drawing of the 256×256 picture to `onSave`; a failed save leaves the
 * dialog open with the crop as it was.
 */
export function AvatarCropDialog({
  image,
  onOpenChange,
  onSave,
  saving,
}: {
  image: ImageBitmap | null;
  onOpenChange: (open: boolean) => void;
  /** Called with the drawing of the crop, which the save runs (its failure is the save's). */
  onSave: (render: () => Promise<Blob>) => void;
  saving: boolean;
}) {
  const [view, setView] = useState<AvatarCropView>(CENTRED);
  // The dialog's content mounts a render after it opens: the canvas is state so drawing waits for it.
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);

  useEffect(() => setView(CENTRED), [image]);

  useEffect(() => {
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !image) return;
    const square = avatarCrop(image, view);
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, square.x, square.y, square.size, square.size, 0, 0, canvas.width, canvas.height);
  }, [canvas, image, view]);

  const previewSize = () => canvas?.getBoundingClientRect().width || AVATAR_SIZE;
  const zoomTo = (zoom: number) =>
    setView((current) => ({
      ...current,
      zoom: Math.min(MAX_AVATAR_ZOOM, Math.max(1, Math.round(zoom * 100) / 100)),
    }));
  const moveBy = (dx: number, dy: number) => {
    if (image) setView((current) => dragAvatarCrop(image, current, { dx, dy }, previewSize()));
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const start = drag.current;
    if (!start || start.id !== event.pointerId) return;
    moveBy(event.clientX - start.x, event.clientY - start.y);
    drag.current = { ...start, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const step = previewSize() * KEY_STEP * (event.shiftKey ? 4 : 1);
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveBy(move[0], move[1]);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomTo(view.zoom + 0.1);
    } else if (event.key === '-') {
      event.preventDefault();
      zoomTo(view.zoom - 0.1);
    }
  };

  return (
    <Dialog open={image !== null} onOpenChange={(open) => !saving && onOpenChange(open)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Crop your picture</DialogTitle>
          <DialogDescription>
            Drag the picture or use the arrow keys to place it; zoom with the slider or the + and − keys.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col items-center gap-4">
          <canvas
            ref={setCanvas}
            width={AVATAR_SIZE}
            height={AVATAR_SIZE}
            tabIndex={0}
            role="img"
            aria-label="Cropped picture. Arrow keys move it, + and − zoom."
            data-testid="avatar-crop-preview"
            className="size-56 cursor-grab touch-none rounded-full border bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background active:cursor-grabbing sm:size-64"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
          />
          <div className="flex w-full items-center gap-2">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label="Zoom out"
              onClick={() => zoomTo(view.zoom - 0.25)}
            >
              <MinusIcon aria-hidden />
            </Button>
            <Label htmlFor="avatar-zoom" className="sr-only">
              Zoom
            </Label>
            <input
              id="avatar-zoom"
              type="range"
              min={1}
              max={MAX_AVATAR_ZOOM}
              step={0.01}
              value={view.zoom}
              aria-valuetext={`${Math.round(view.zoom * 100)}%`}
              onChange={(event) => zoomTo(Number(event.target.value))}
              className="h-2 flex-1 cursor-pointer accent-primary"
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label="Zoom in"
              onClick={() => zoomTo(view.zoom + 0.25)}
            >
              <PlusIcon aria-hidden />
            </Button>
          </div>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={saving} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="button"
            disabled={saving || image === null}
            onClick={() => {
              if (image) onSave(() => renderAvatar(image, view));
            }}
          >
            {saving ? 'Saving…' : 'Save picture'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
