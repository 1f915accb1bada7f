import { describe, expect, it } from 'vitest';
import { formatConsoleLine, CONSOLE_LINE_MAX_CHARS } from './console-line.ts';
import { createErrorRecord } from './record.ts';
import { formatSupportReport } from './support-report.ts';

const NOW = Date.UTC(2026, 0, 15, 9, 30, 0);

function record(overrides: { stack?: string | null; consoleOutput?: string[] } = {}) {
  const error = new Error('Forced render failure');
  error.stack =
    'Error: Forced render failure\n    at GoalsPage (https://edgelog.example/assets/goals-1.js:3:9)';
  return createErrorRecord({
    error,
    code: 'SYSTEM-004',
    context: { userId: 'u-1', route: '/goals', url: 'https://edgelog.example/goals', userAgent: 'UA/1' },
    debugInfo: overrides,
    now: NOW,
    randomId: 'abc123',
  });
}

describe('formatSupportReport', () => {
  it('lists the record, its context, location, build, stack and console lines', () => {
    const text = formatSupportReport(record({ consoleOutput: ['line one', 'line two'] }), [
      { name: 'edgelog-build-time', value: '2026-01-15T08:00:00Z' },
      { name: 'edgelog-build-hash', value: 'a1b2c3d' },
    ]);
    expect(text.split('\n')).toEqual([
      'Edgelog error report',
      `Error ID: ERR_${NOW}_abc123`,
      'Code: SYSTEM-004 (Unexpected Error)',
      'Severity: medium; retryable: yes',
      'Time: 2026-01-15T09:30:00.000Z',
      'Message: Something went wrong. Please try again.',
      'Technical: Error: Forced render failure',
      'Route: /goals',
      'URL: https://edgelog.example/goals',
      'User: u-1',
      'Browser: UA/1',
      'Location: https://edgelog.example/assets/goals-1.js:3:9',
      '',
      'Build:',
      '  edgelog-build-time: 2026-01-15T08:00:00Z',
      '  edgelog-build-hash: a1b2c3d',
      '',
      'Stack:',
      'Error: Forced render failure',
      '    at GoalsPage (https://edgelog.example/assets/goals-1.js:3:9)',
      '',
      'Console (last 2 lines):',
      'line one',
      'line two',
    ]);
  });

  it('leaves out build info, stack and console when there are none', () => {
    const base = record({ stack: null });
    const text = formatSupportReport({
      ...base,
      debugInfo: { ...base.debugInfo, stack: null, fileName: null },
      context: { ...base.context, userId: null, route: '', userAgent: '' },
    });
    expect(text).not.toMatch(/Build:|Stack:|Console|Location:/);
    expect(text).toContain('User: (signed out)');
    expect(text).toContain('Route: (none)');
    expect(text).toContain('Browser: (unknown)');
  });
});

describe('formatConsoleLine', () => {
  const at = new Date(NOW);

  it('stamps the time and level and describes each argument', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(
      formatConsoleLine('warn', ['saving', { id: 1 }, new TypeError('bad'), 3, undefined, circular], at),
    ).toBe('2026-01-15T09:30:00.000Z [warn] saving {"id":1} TypeError: bad 3 undefined [object Object]');
  });

  it('cuts long lines', () => {
    const line = formatConsoleLine('log', ['x'.repeat(5_000)], NOW);
    expect(line).toHaveLength(CONSOLE_LINE_MAX_CHARS);
    expect(line.endsWith('…')).toBe(true);
  });
});
