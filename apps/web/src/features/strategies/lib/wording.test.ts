import { describe, expect, it } from 'vitest';
import { countOf, deleteConsequence } from './wording';

describe('wording', () => {
  it('counts in words, grouped', () => {
    expect(countOf(1, 'trade', 'trades')).toBe('1 trade');
    expect(countOf(1200, 'trade', 'trades')).toBe('1,200 trades');
  });

  it('says how many trades keep their data and lose the playbook', () => {
    expect(deleteConsequence('Fade', 0)).toBe(
      'Fade has no trades. Deleting it moves it, its rules and its examples to the Trash for 30 days.',
    );
    // It goes to the trash, not for good: the text must not promise otherwise.
    expect(deleteConsequence('Fade', 5)).not.toMatch(/for good/);
    expect(deleteConsequence('Fade', 5)).toMatch(/to the Trash for 30 days/);
    expect(deleteConsequence('Fade', 1)).toMatch(/^1 trade carries Fade\. It keeps its fills/);
    expect(deleteConsequence('Fade', 5)).toMatch(
      /^5 trades carry Fade\. They keep their fills, P&L and tags and stay in your figures; they lose the playbook/,
    );
  });
});
