import type { ErrorRecord } from '@edgelog/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordError } from '@/features/errors/record-error';
import { newAccountFailure } from './new-account-failure';

vi.mock('@/features/errors/record-error', () => ({ recordError: vi.fn() }));

const recorded = vi.mocked(recordError);

describe("the new-account form's failure", () => {
  beforeEach(() => {
    recorded.mockReset();
    // Each record gets its own code, as the real ones get their own id: a message must quote one record.
    let n = 0;
    recorded.mockImplementation(() => {
      n += 1;
      return { code: `NETWORK-00${n}`, userMessage: `Failure ${n}.` } as ErrorRecord;
    });
  });

  it('records an unexpected failure once and quotes that record', () => {
    expect(newAccountFailure(new Error('offline'))).toBe('Failure 1. (NETWORK-001)');
    expect(recorded).toHaveBeenCalledTimes(1);
  });

  it('says a name is taken without recording anything', () => {
    expect(newAccountFailure({ code: '23505', message: 'duplicate key' })).toBe(
      'You already have an account with this name.',
    );
    expect(recorded).not.toHaveBeenCalled();
  });
});
