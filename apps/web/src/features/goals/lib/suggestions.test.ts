import { validateGoal } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { GOAL_SUGGESTIONS } from './suggestions';

describe('GOAL_SUGGESTIONS', () => {
  it('offers a rule and a figure, each one the database takes as it is', () => {
    expect(GOAL_SUGGESTIONS.map(({ draft }) => draft.kind)).toEqual(['rule', 'metric']);
    for (const { draft } of GOAL_SUGGESTIONS) expect(validateGoal(draft)).toEqual([]);
  });

  it('offers names that differ whatever their capitals, so adding both never collides', () => {
    const names = GOAL_SUGGESTIONS.map(({ draft }) => draft.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });
});
