import { describe, expect, it } from 'vitest';
import { blobToDataUrl, dataUrlToBlob } from './data-url';

describe('data URLs and blobs', () => {
  it('turns a data URL into its bytes and type and back', async () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7) % 256);
    const url = await blobToDataUrl(new Blob([bytes], { type: 'image/png' }));
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const blob = dataUrlToBlob(url);
    expect(blob?.type).toBe('image/png');
    expect(new Uint8Array(await blob!.arrayBuffer())).toEqual(bytes);
  });

  it('reads parameters before base64 and refuses what is not a base64 data URL', async () => {
    const blob = dataUrlToBlob('data:image/svg+xml;charset=utf-8;base64,PHN2Zy8+');
    expect(blob?.type).toBe('image/svg+xml');
    expect(await blob!.text()).toBe('<svg/>');
    expect(dataUrlToBlob('https://example.test/a.png')).toBeNull();
    expect(dataUrlToBlob('data:image/png,plain')).toBeNull();
    expect(dataUrlToBlob('data:image/png;base64,@@@')).toBeNull();
  });

  it('names a type when the blob has none', async () => {
    expect(await blobToDataUrl(new Blob(['x']))).toBe('data:application/octet-stream;base64,eA==');
    expect(await blobToDataUrl(new Blob(['x']), 'image/webp')).toBe('data:image/webp;base64,eA==');
  });
});
