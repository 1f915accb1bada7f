import { describe, expect, it } from 'vitest';
import { isValidBucketName, isValidObjectName, mimeTypeAllowed, normalizeCacheControl, parseFileSizeLimit } from './names.ts';
import { parseRange } from './routes/send-object.ts';

describe('object names', () => {
  it.each(['a.txt', 'folder/file.png', 'uid/deep/er/Übersicht (1).pdf', "o'neil & co, $5 @ 3=3;+.txt", 'emoji 📈.png'])(
    'accepts %j',
    (name) => expect(isValidObjectName(name)).toBe(true),
  );

  it.each([
    '',
    '..',
    '../x',
    'a/../b',
    'a/..',
    './a',
    'a/./b',
    '/abs',
    'a//b',
    'a/',
    'a\\b',
    '..\\x',
    'nul\u0000',
    'line\nbreak',
    'tab\t',
    'del\u007f',
    'c1\u0085',
    'lone \ud800 surrogate',
    'x'.repeat(1025),
  ])('refuses %j', (name) => expect(isValidObjectName(name)).toBe(false));
});

describe('bucket names', () => {
  it('allows Supabase’s alphabet and nothing path-like', () => {
    expect(isValidBucketName('trade-attachments')).toBe(true);
    expect(isValidBucketName('My Bucket (2)')).toBe(true);
    for (const bad of ['', '.', '..', 'a/b', 'a\\b', ' padded', 'x'.repeat(101), 'é']) expect(isValidBucketName(bad)).toBe(false);
  });
});

describe('MIME types', () => {
  it('matches exact types, type/* wildcards, ignores parameters and case', () => {
    expect(mimeTypeAllowed(null, 'anything/at-all')).toBe(true);
    expect(mimeTypeAllowed(['image/*'], 'image/png')).toBe(true);
    expect(mimeTypeAllowed(['image/*'], 'IMAGE/PNG')).toBe(true);
    expect(mimeTypeAllowed(['text/plain'], 'text/plain;charset=UTF-8')).toBe(true);
    expect(mimeTypeAllowed(['image/*'], 'imagex/png')).toBe(false);
    expect(mimeTypeAllowed(['image/png'], 'image/jpeg')).toBe(false);
    expect(mimeTypeAllowed(['image/*'], 'garbage')).toBe(false);
  });
});

describe('settings', () => {
  it('parses size limits as Storage does (decimal units)', () => {
    expect(parseFileSizeLimit(1234)).toBe(1234);
    expect(parseFileSizeLimit('20MB')).toBe(20_000_000);
    expect(parseFileSizeLimit('1.5kb')).toBe(1500);
    expect(parseFileSizeLimit('300')).toBe(300);
    expect(parseFileSizeLimit(null)).toBeNull();
    expect(() => parseFileSizeLimit('lots')).toThrow();
    expect(() => parseFileSizeLimit(-1)).toThrow();
  });

  it('normalises cache-control and refuses header injection', () => {
    expect(normalizeCacheControl('3600')).toBe('max-age=3600');
    expect(normalizeCacheControl('no-cache')).toBe('no-cache');
    expect(normalizeCacheControl(undefined)).toBe('max-age=3600');
    expect(normalizeCacheControl('max-age=1\r\nSet-Cookie: x')).toBe('max-age=3600');
  });

  it('parses single byte ranges', () => {
    expect(parseRange('bytes=0-4', 10)).toEqual({ start: 0, end: 4 });
    expect(parseRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=8-100', 10)).toEqual({ start: 8, end: 9 });
    expect(parseRange('bytes=10-12', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,3-4', 10)).toBeNull();
    expect(parseRange(undefined, 10)).toBeNull();
  });
});
