import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';

const UNDO_MS = 7000;

/**
 * Delete with undo, by waiting: the trades leave the list at once, but the database delete runs
 * only when the undo toast closes (or the page is left). Undo then costs nothing and brings back
 * the very same trades, with their fills, tags and attachments; re-saving a deleted copy could not
 * restore attachment files or keep their ids. If the tab is closed inside the window the trades
 * stay, which is the safe side to err on.
 */
export function useDeleteWithUndo(remove: (ids: readonly string[]) => Promise<void>) {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const batches = useRef(new Map<string | number, readonly string[]>());
  const removeRef = useRef(remove);
  useEffect(() => {
    removeRef.current = remove;
  });

  const settle = useCallback((toastId: string | number, commit: boolean) => {
    const ids = batches.current.get(toastId);
    if (!ids) return;
    batches.current.delete(toastId);
    const forget = () =>
      setPending((current) => {
        const next = new Set(current);
        for (const id of ids) next.delete(id);
        return next;
      });
    if (commit) void removeRef.current(ids).finally(forget);
    else forget();
  }, []);

  const startDelete = useCallback(
    (ids: readonly string[], label: string) => {
      setPending((current) => new Set([...current, ...ids]));
      const toastId: string | number = toast(label, {
        duration: UNDO_MS,
        action: { label: 'Undo', onClick: () => settle(toastId, false) },
        onAutoClose: () => settle(toastId, true),
        onDismiss: () => settle(toastId, true),
      });
      batches.current.set(toastId, ids);
    },
    [settle],
  );

  // Leaving the page ends the wait: what was deleted is deleted.
  useEffect(() => {
    const open = batches.current;
    return () => {
      const left = [...open];
      open.clear();
      for (const [toastId, ids] of left) {
        void removeRef.current(ids);
        toast.dismiss(toastId);
      }
    };
  }, []);

  return { pending, startDelete };
}
