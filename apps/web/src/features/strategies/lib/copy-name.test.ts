import { describe, expect, it } from 'vitest';
import { copyName } from './copy-name';

describe('copyName', () => {
  it('adds "(copy)", then a number, until the name is free whatever its capitals', () => {
    expect(copyName('Breakout', ['Breakout'])).toBe('Breakout (copy)');
    expect(copyName('Breakout', ['Breakout', 'breakout (COPY)'])).toBe('Breakout (copy 2)');
    expect(copyName('Breakout', ['Breakout (copy)', 'Breakout (copy 2)'])).toBe('Breakout (copy 3)');
  });

  it('shortens a long name so the copy fits in 80 characters', () => {
    const copy = copyName('x'.repeat(80), []);
    expect(copy).toHaveLength(80);
    expect(copy.endsWith(' (copy)')).toBe(true);
  });
});
