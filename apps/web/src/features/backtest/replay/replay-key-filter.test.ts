import { describe, expect, it } from 'vitest';
import { replayActionOf, replayKeysApply, type FocusStep } from './replay-key-filter';

const step = (tag: string, extra: Partial<FocusStep> = {}): FocusStep => ({
  tag,
  role: null,
  editable: false,
  replay: false,
  holdsReplay: false,
  ...extra,
});
const html = step('HTML', { holdsReplay: true });
const body = step('BODY', { holdsReplay: true });
const main = step('MAIN', { holdsReplay: true });
const panel = step('DIV', { role: 'tabpanel', holdsReplay: true });
const replay = step('DIV', { replay: true });
const page = [replay, panel, main, body, html];

describe('replay key filter', () => {
  it('maps the documented keys and leaves modified ones alone', () => {
    const press = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
      replayActionOf({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });
    expect([' ', 'ArrowRight', 'b', 'S', 'c'].map((key) => press(key))).toEqual([
      'togglePlay',
      'step',
      'buy',
      'sell',
      'close',
    ]);
    expect(press('ArrowLeft')).toBeNull();
    expect(press('Enter')).toBeNull();
    expect(press('c', { ctrlKey: true })).toBeNull();
    expect(press('s', { metaKey: true })).toBeNull();
    expect(press('p', { altKey: true })).toBeNull();
  });

  it('acts on the page body, on the page around the replay, and on the replay itself', () => {
    expect(replayKeysApply([])).toBe(true);
    expect(replayKeysApply([body, html])).toBe(true);
    expect(replayKeysApply([main, body, html])).toBe(true);
    expect(replayKeysApply([panel, main, body, html])).toBe(true);
    expect(replayKeysApply(page)).toBe(true);
    // Text or a chart inside the replay that took the focus by a click.
    expect(replayKeysApply([step('P'), step('SECTION'), ...page])).toBe(true);
  });

  it('leaves keys to a focused button, field, list, link or editable text inside the replay', () => {
    for (const focused of [
      step('BUTTON'),
      step('INPUT'),
      step('SELECT'),
      step('TEXTAREA'),
      step('A'),
      step('DIV', { role: 'button' }),
      step('DIV', { role: 'slider' }),
      step('DIV', { editable: true }),
    ])
      expect(replayKeysApply([focused, ...page])).toBe(false);
    // An icon inside a button is still the button's.
    expect(replayKeysApply([step('svg'), step('BUTTON'), ...page])).toBe(false);
  });

  it('leaves keys to a menu or a dialog, even one opened from the replay', () => {
    const item = step('DIV', { role: 'menuitem' });
    const menu = step('DIV', { role: 'menu' });
    expect(replayKeysApply([item, menu, body, html])).toBe(false);
    expect(replayKeysApply([step('SPAN'), menu, body, html])).toBe(false);
    const dialog = step('DIV', { role: 'dialog' });
    expect(replayKeysApply([dialog, body, html])).toBe(false);
    expect(replayKeysApply([step('P'), dialog, body, html])).toBe(false);
    expect(replayKeysApply([step('H2'), step('DIALOG'), body, html])).toBe(false);
  });

  it('leaves keys to focus elsewhere on the page: the sidebar, another tab, the top bar', () => {
    expect(replayKeysApply([step('NAV'), body, html])).toBe(false);
    expect(replayKeysApply([step('DIV', { role: 'tabpanel' }), main, body, html])).toBe(false);
    expect(replayKeysApply([step('BUTTON', { role: 'tab' }), step('DIV', { role: 'tablist' }), main])).toBe(
      false,
    );
  });
});
