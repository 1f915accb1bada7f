interface VisibleDocument extends EventTarget {
  readonly visibilityState: DocumentVisibilityState;
}

/**
 * Calls `onReturn` once each time the trader comes back to the tab. Coming back fires both focus
 * and visibilitychange (in either order, or only one of them when another window merely covered
 * this one), so the first of them after leaving counts and the second is the same return.
 */
export function watchReturns(win: EventTarget, doc: VisibleDocument, onReturn: () => void): () => void {
  let away = doc.visibilityState !== 'visible';
  const left = () => {
    away = true;
  };
  const cameBack = () => {
    if (!away || doc.visibilityState !== 'visible') return;
    away = false;
    onReturn();
  };
  const visibilityChanged = () => {
    if (doc.visibilityState === 'visible') cameBack();
    else left();
  };
  win.addEventListener('blur', left);
  win.addEventListener('focus', cameBack);
  doc.addEventListener('visibilitychange', visibilityChanged);
  return () => {
    win.removeEventListener('blur', left);
    win.removeEventListener('focus', cameBack);
    doc.removeEventListener('visibilitychange', visibilityChanged);
  };
}
