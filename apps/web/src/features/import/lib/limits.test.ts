import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, oversizedFiles, sizeText } from './limits';

describe('the file size limit', () => {
  it('refuses a file over the limit with its size and the limit', () => {
    expect(
      oversizedFiles([
        { name: 'small.csv', size: 1_000 },
        { name: 'huge.csv', size: 73 * 1024 * 1024 },
      ]),
    ).toEqual(['huge.csv is 73 MB: files up to 50 MB can be imported.']);
  });

  it('accepts a file of exactly the limit', () => {
    expect(oversizedFiles([{ name: 'edge.csv', size: MAX_FILE_BYTES }])).toEqual([]);
  });

  it('writes sizes as a file manager does', () => {
    expect(sizeText(512)).toBe('512 bytes');
    expect(sizeText(812 * 1024)).toBe('812 KB');
    expect(sizeText(Math.round(2.5 * 1024 * 1024))).toBe('2.5 MB');
  });
});
