import { describe, expect, it } from 'vitest';
import { classifyError } from '../errors/classify/index.ts';
import { AnalyticsError, analyticsErrorBody, analyticsErrorFromBody, malformedJournal } from './errors.ts';

/** What reaches the page: the body, cloned across the worker boundary, made an Error again. */
const acrossTheWorker = (error: unknown): AnalyticsError =>
  analyticsErrorFromBody(JSON.parse(JSON.stringify(analyticsErrorBody(error))) as unknown);

describe('analytics errors across the worker boundary', () => {
  it('keeps a malformed journal as DASHBOARD-001', () => {
    const error = acrossTheWorker(malformedJournal('trades.id is not a list'));
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'AnalyticsPayloadError', code: 'DASHBOARD-001' });
    expect(error.message).toContain('trades.id is not a list');
    expect(classifyError(error)).toBe('DASHBOARD-001');
  });

  it('keeps a server refusal classifiable by its code', () => {
    const refused = new AnalyticsError({
      name: 'AnalyticsServerError',
      message: 'JWT expired',
      code: 'PGRST301',
      status: 401,
      details: '',
      hint: '',
    });
    const error = acrossTheWorker(refused);
    expect(error).toMatchObject({ code: 'PGRST301', status: 401, message: 'JWT expired' });
    expect(classifyError(error)).toBe('AUTH-002');
  });

  it('keeps a network failure a network failure', () => {
    const error = acrossTheWorker(new TypeError('Failed to fetch'));
    expect(error).toMatchObject({ name: 'TypeError', message: 'Failed to fetch', status: null });
    expect(classifyError(error)).toBe('NETWORK-001');
  });

  it('tells anything thrown, even a string', () => {
    expect(analyticsErrorBody('boom')).toMatchObject({ name: 'Error', message: 'boom', code: '' });
    expect(analyticsErrorFromBody(null).message).toBe('null');
  });
});
