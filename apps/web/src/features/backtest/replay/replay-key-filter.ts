export type ReplayAction = 'togglePlay' | 'step' | 'buy' | 'sell' | 'close';

/** The replay's single-key shortcuts; a modifier makes the key someone else's (browser, Alt+P). */
export function replayActionOf(key: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): ReplayAction | null {
  if (key.ctrlKey || key.metaKey || key.altKey) return null;
  if (key.key === ' ' || key.key === 'Spacebar') return 'togglePlay';
  if (key.key === 'ArrowRight') return 'step';
  const letter = key.key.toLowerCase();
  if (letter === 'b') return 'buy';
  if (letter === 's') return 'sell';
  if (letter === 'c') return 'close';
  return null;
}

/** One element between the focus and the document root, as far as the shortcuts care. */
export interface FocusStep {
  tag: string;
  role: string | null;
  editable: boolean;
  /** The element marked as the replay (data-replay-keys). */
  replay: boolean;
  /** The element holds the replay: the body, the page's main, the tab panel around it. */
  holdsReplay: boolean;
}

const CONTROL_TAGS = new Set(['A', 'BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'OPTION', 'SUMMARY', 'DIALOG']);
// Roles whose keys belong to the widget (Space presses a button, arrows move in a menu or a tab
// list) or that open over the page (a dialog, a menu).
const CONTROL_ROLES = new Set([
  'alertdialog',
  'button',
  'checkbox',
  'combobox',
  'dialog',
  'grid',
  'link',
  'listbox',
  'menu',
  'menubar',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'radio',
  'radiogroup',
  'scrollbar',
  'searchbox',
  'slider',
  'spinbutton',
  'switch',
  'tab',
  'tablist',
  'textbox',
  'tree',
  'treegrid',
  'treeitem',
]);

const isControl = (step: FocusStep) =>
  step.editable || CONTROL_TAGS.has(step.tag) || (step.role !== null && CONTROL_ROLES.has(step.role));

/**
 * Whether a single-key shortcut may act with the focus where `path` says (the focused element
 * first, then its ancestors): on the page around the replay (nothing focused means the body) or on
 * the replay itself, never inside a control, a menu or a dialog, whose keys are their own
 * (WCAG 2.1.4).
 */
export function replayKeysApply(path: readonly FocusStep[]): boolean {
  const focused = path[0];
  if (focused === undefined) return true;
  if (isControl(focused)) return false;
  if (focused.holdsReplay) return true;
  for (const step of path) {
    if (isControl(step)) return false;
    if (step.replay) return true;
  }
  return false;
}

/** The path from a focused element up to the root, read from the page. */
export function focusPath(target: Element | null): FocusStep[] {
  const replay = document.querySelector('[data-replay-keys]');
  const path: FocusStep[] = [];
  for (let element = target; element !== null; element = element.parentElement) {
    path.push({
      tag: element.tagName,
      role: element.getAttribute('role'),
      editable: element instanceof HTMLElement && element.isContentEditable,
      replay: element.hasAttribute('data-replay-keys'),
      holdsReplay: replay !== null && element !== replay && element.contains(replay),
    });
  }
  return path;
}
