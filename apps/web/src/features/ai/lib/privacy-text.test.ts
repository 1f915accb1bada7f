import { PRIVACY_MASK } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { maskAmounts } from './privacy-text';

describe('a suggestion under privacy mode', () => {
  it('hides every money amount and keeps R, percentages, counts and words', () => {
    expect(
      maskAmounts(
        'Trades opened within 10 minutes of a loss made -45.20 each against 12.30 for the others, -1234.00 in all; 3 trades went past 1.5R, 25.00% of them.',
      ),
    ).toBe(
      `Trades opened within 10 minutes of a loss made ${PRIVACY_MASK} each against ${PRIVACY_MASK} for the others, ${PRIVACY_MASK} in all; 3 trades went past 1.5R, 25.00% of them.`,
    );
  });
});
