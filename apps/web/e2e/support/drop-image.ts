import type { Page } from '@playwright/test';

/** A PNG made in the page and dropped on the whiteboard, as a file dragged from the desktop is. */
export async function dropImage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const image = new OffscreenCanvas(240, 120);
    const context = image.getContext('2d');
    if (context === null) throw new Error('no 2d context');
    context.fillStyle = '#0f766e';
    context.fillRect(0, 0, 240, 120);
    context.fillStyle = '#f59e0b';
    context.fillRect(40, 30, 160, 60);
    const blob = await image.convertToBlob({ type: 'image/png' });
    const data = new DataTransfer();
    data.items.add(new File([blob], 'setup.png', { type: 'image/png' }));
    const target = document.querySelector('canvas.excalidraw__canvas.interactive');
    if (target === null) throw new Error('no whiteboard canvas');
    const box = target.getBoundingClientRect();
    const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
    for (const type of ['dragenter', 'dragover', 'drop'])
      target.dispatchEvent(
        new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data, ...at }),
      );
  });
}
