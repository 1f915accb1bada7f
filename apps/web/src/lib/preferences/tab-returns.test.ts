import { describe, expect, it } from 'vitest';
import { watchReturns } from './tab-returns';

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';

  set(state: DocumentVisibilityState): void {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

function setUp() {
  const win = new EventTarget();
  const doc = new FakeDocument();
  let returns = 0;
  const stop = watchReturns(win, doc, () => {
    returns += 1;
  });
  return { win, doc, stop, returns: () => returns };
}

describe('coming back to the tab', () => {
  it('counts once when the tab was hidden and both events fire', () => {
    const { win, doc, returns } = setUp();
    win.dispatchEvent(new Event('blur'));
    doc.set('hidden');
    doc.set('visible');
    win.dispatchEvent(new Event('focus'));
    expect(returns()).toBe(1);
  });

  it('counts once when focus comes before visibilitychange', () => {
    const { win, doc, returns } = setUp();
    doc.set('hidden');
    win.dispatchEvent(new Event('blur'));
    win.dispatchEvent(new Event('focus'));
    doc.set('visible');
    expect(returns()).toBe(1);
  });

  it('counts when another window only covered this one (focus without visibilitychange)', () => {
    const { win, returns } = setUp();
    win.dispatchEvent(new Event('blur'));
    win.dispatchEvent(new Event('focus'));
    win.dispatchEvent(new Event('blur'));
    win.dispatchEvent(new Event('focus'));
    expect(returns()).toBe(2);
  });

  it('does not count a focus without leaving first, nor after the watch stopped', () => {
    const { win, doc, stop, returns } = setUp();
    win.dispatchEvent(new Event('focus'));
    expect(returns()).toBe(0);
    stop();
    doc.set('hidden');
    doc.set('visible');
    expect(returns()).toBe(0);
  });
});
