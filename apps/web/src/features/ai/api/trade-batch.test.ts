import { describe, expect, it } from 'vitest';
import { batchedReader } from './trade-batch';

describe('batchedReader', () => {
  it('reads the ids many callers ask for at once in chunks, each id once, and answers each caller', async () => {
    const reads: string[][] = [];
    const read = batchedReader(async (ids: string[]) => {
      reads.push(ids);
      return new Map(ids.map((id) => [id, id.toUpperCase()]));
    }, 3);
    const [first, second] = await Promise.all([read(['a', 'b', 'c']), read(['c', 'd', 'e', 'f', 'g'])]);
    expect(reads).toEqual([['a', 'b', 'c'], ['d', 'e', 'f'], ['g']]);
    expect(first.get('a')).toBe('A');
    expect(second.get('g')).toBe('G');
    // A later ask is a batch of its own.
    await read(['h']);
    expect(reads.at(-1)).toEqual(['h']);
  });

  it('fails every caller of a batch whose read failed, and the next batch reads again', async () => {
    let fail = true;
    const read = batchedReader(async (ids: string[]) => {
      if (fail) throw new Error('offline');
      return new Map(ids.map((id) => [id, id]));
    }, 10);
    const outcomes = await Promise.allSettled([read(['a']), read(['b'])]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect((await read(['a'])).get('a')).toBe('a');
  });
});
