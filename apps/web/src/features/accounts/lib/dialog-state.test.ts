import { describe, expect, it } from 'vitest';
import { whenClosed } from './dialog-state';

describe('whenClosed', () => {
  it('closes only when the dialog closes', () => {
    const calls: string[] = [];
    const onOpenChange = whenClosed(() => calls.push('closed'));
    onOpenChange(true);
    expect(calls).toEqual([]);
    onOpenChange(false);
    onOpenChange(false);
    expect(calls).toEqual(['closed', 'closed']);
  });
});
