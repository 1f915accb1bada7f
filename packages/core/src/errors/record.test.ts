import { AuthApiError, PostgrestError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { createErrorRecord, CONSOLE_OUTPUT_LIMIT, keepLast, ERROR_LOG_LIMIT } from './record.ts';
import { parseStackLocation } from './stack.ts';

const NOW = Date.UTC(2026, 0, 15, 9, 30, 0);

const V8_STACK = `TypeError: Cannot read properties of undefined (reading 'pnl')
    at computeStats (https://edgelog.example/assets/analytics-3f2a.js:120:17)
    at https://edgelog.example/assets/index-9c1d.js:5:3`;

const FIREFOX_STACK = `computeStats@https://edgelog.example/assets/analytics-3f2a.js:120:17
@https://edgelog.example/assets/index-9c1d.js:5:3
`;

describe('parseStackLocation', () => {
  it.each([
    [
      'V8 with function',
      V8_STACK,
      { fileName: 'https://edgelog.example/assets/analytics-3f2a.js', lineNumber: 120, columnNumber: 17 },
    ],
    [
      'V8 anonymous',
      'Error: x\n    at https://h:8080/a.js:3:9',
      { fileName: 'https://h:8080/a.js', lineNumber: 3, columnNumber: 9 },
    ],
    [
      'V8 async',
      'Error: x\n    at async load (http://localhost:5173/src/app.tsx?t=1:44:5)',
      { fileName: 'http://localhost:5173/src/app.tsx?t=1', lineNumber: 44, columnNumber: 5 },
    ],
    [
      'V8 skips frames without a location',
      'Error: x\n    at <anonymous>\n    at f (/srv/app.js:1:2)',
      { fileName: '/srv/app.js', lineNumber: 1, columnNumber: 2 },
    ],
    [
      'Firefox',
      FIREFOX_STACK,
      { fileName: 'https://edgelog.example/assets/analytics-3f2a.js', lineNumber: 120, columnNumber: 17 },
    ],
    [
      'Firefox anonymous with port',
      '@http://localhost:5173/src/main.tsx:10:1',
      { fileName: 'http://localhost:5173/src/main.tsx', lineNumber: 10, columnNumber: 1 },
    ],
    [
      'Safari without column',
      'global code@https://h/a.js:7',
      { fileName: 'https://h/a.js', lineNumber: 7, columnNumber: null },
    ],
  ])('%s', (_label, stack, expected) => {
    expect(parseStackLocation(stack)).toEqual(expected);
  });

  it.each([undefined, null, '', 'Error: no frames here', '    at <anonymous>'])('null for %j', (stack) => {
    expect(parseStackLocation(stack)).toBeNull();
  });
});

describe('createErrorRecord', () => {
  it('builds the SPEC section 3 record from a thrown error', () => {
    const error = Object.assign(new TypeError("Cannot read properties of undefined (reading 'pnl')"), {
      stack: V8_STACK,
    });
    const record = createErrorRecord({
      error,
      context: {
        userId: 'u-1',
        route: '/analytics/performance',
        url: 'https://edgelog.example/analytics/performance',
        userAgent: 'UA/1',
      },
      debugInfo: { consoleOutput: ['a', 'b'] },
      now: NOW,
      randomId: 'k3j9x2',
    });
    expect(record).toEqual({
      id: `ERR_${NOW}_k3j9x2`,
      code: 'SYSTEM-004',
      category: 'SYSTEM',
      title: 'Unexpected Error',
      userMessage: 'Something went wrong. Please try again.',
      technicalMessage: "TypeError: Cannot read properties of undefined (reading 'pnl')",
      context: {
        userId: 'u-1',
        route: '/analytics/performance',
        url: 'https://edgelog.example/analytics/performance',
        userAgent: 'UA/1',
        timestamp: '2026-01-15T09:30:00.000Z',
      },
      debugInfo: {
        stack: V8_STACK,
        fileName: 'https://edgelog.example/assets/analytics-3f2a.js',
        lineNumber: 120,
        columnNumber: 17,
        consoleOutput: ['a', 'b'],
      },
      timestamp: '2026-01-15T09:30:00.000Z',
      severity: 'medium',
      retryable: true,
    });
  });

  it('classifies supabase errors and keeps their code in the technical message', () => {
    const record = createErrorRecord({
      error: new PostgrestError({
        code: '23505',
        message: 'duplicate key value violates unique constraint "tags_name_key"',
        details: 'Key (name)=(Breakout) already exists.',
        hint: '',
      }),
      now: new Date(NOW),
      randomId: () => 'r1',
    });
    expect(record.code).toBe('DB-005');
    expect(record.category).toBe('DB');
    expect(record.id).toBe(`ERR_${NOW}_r1`);
    expect(record.technicalMessage).toBe(
      'PostgrestError: duplicate key value violates unique constraint "tags_name_key" (code 23505; details: Key (name)=(Breakout) already exists.)',
    );
    expect(record.context).toEqual({
      userId: null,
      route: '',
      url: '',
      userAgent: '',
      timestamp: '2026-01-15T09:30:00.000Z',
    });
  });

  it('uses the code it is given, including an unknown one', () => {
    const given = createErrorRecord({
      error: new AuthApiError('x', 400, 'invalid_credentials'),
      code: 'AUTH-003',
      now: NOW,
      randomId: 'a',
    });
    expect(given).toMatchObject({
      code: 'AUTH-003',
      title: 'Invalid Credentials',
      technicalMessage: 'AuthApiError: x (code invalid_credentials; status 400)',
    });
    const unknown = createErrorRecord({ error: 'boom', code: 'FOO-999', now: NOW, randomId: 'a' });
    expect(unknown).toMatchObject({
      code: 'FOO-999',
      category: 'SYSTEM',
      title: 'Unknown Error',
      severity: 'medium',
      retryable: true,
    });
  });

  it('keeps the last 50 console lines and sanitises the random id', () => {
    const lines = Array.from({ length: 80 }, (_, i) => `line ${i}`);
    const record = createErrorRecord({
      error: 'x',
      debugInfo: { consoleOutput: lines },
      now: NOW,
      randomId: 'a/b c',
    });
    expect(record.debugInfo.consoleOutput).toHaveLength(CONSOLE_OUTPUT_LIMIT);
    expect(record.debugInfo.consoleOutput[0]).toBe('line 30');
    expect(record.id).toBe(`ERR_${NOW}_abc`);
  });

  it('describes values that are not errors', () => {
    expect(createErrorRecord({ error: undefined, now: NOW, randomId: 'a' }).technicalMessage).toBe(
      'Unknown error',
    );
    expect(createErrorRecord({ error: { foo: 1 }, now: NOW, randomId: 'a' }).technicalMessage).toBe(
      '{"foo":1}',
    );
    expect(createErrorRecord({ error: 'plain text', now: NOW, randomId: 'a' }).technicalMessage).toBe(
      'plain text',
    );
    expect(createErrorRecord({ error: 'x', now: NOW, randomId: 'a' }).debugInfo).toMatchObject({
      stack: null,
      fileName: null,
      lineNumber: null,
      columnNumber: null,
    });
  });
});

describe('keepLast', () => {
  it('caps the error log at 100, dropping the oldest', () => {
    let log: number[] = [];
    for (let i = 0; i < 130; i++) log = keepLast(log, i, ERROR_LOG_LIMIT);
    expect(log).toHaveLength(100);
    expect(log[0]).toBe(30);
    expect(log.at(-1)).toBe(129);
  });
});
