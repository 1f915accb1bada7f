import { describe, expect, it } from 'vitest';
import { isMissedChanges, watchForGaps } from './realtime-gaps';

const missed = {
  extension: 'postgres_changes',
  status: 'error',
  message: 'Changes may have been missed; read the data again',
  channel: 'trade-log:u1',
};

function gaps() {
  let count = 0;
  const watch = watchForGaps(() => {
    count += 1;
  });
  return { watch, count: () => count };
}

describe('isMissedChanges', () => {
  it.each([
    [missed, true],
    [{ extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL' }, false],
    [{ extension: 'system', status: 'ok', message: 'Replication connection established' }, false],
    [null, false],
    ['error', false],
  ])('%j -> %s', (payload, expected) => {
    expect(isMissedChanges(payload)).toBe(expected);
  });
});

describe('watchForGaps', () => {
  it('reads again when the server says changes were missed, each time it says so', () => {
    const { watch, count } = gaps();
    watch.status('SUBSCRIBED');
    watch.system({ extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL' });
    expect(count()).toBe(0);
    watch.system(missed);
    watch.system(missed);
    expect(count()).toBe(2);
  });

  it('reads again when the channel is subscribed again after failing, not on the first subscription', () => {
    const { watch, count } = gaps();
    watch.status('SUBSCRIBED');
    expect(count()).toBe(0);
    watch.status('CHANNEL_ERROR');
    watch.status('TIMED_OUT');
    expect(count()).toBe(0);
    watch.status('SUBSCRIBED');
    expect(count()).toBe(1);
  });
});
