import { AlertTriangle, Check, CloudOff, Loader2 } from 'lucide-react';

export type SaveStatus = 'saved' | 'saving' | 'offline-kept' | 'conflict' | 'error';

const TEXT: Record<SaveStatus, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  'offline-kept': 'Offline: kept on this device, saves when back online',
  conflict: 'Changed in another tab',
  error: 'Not saved: kept on this device, trying again',
};

/** Where the board's changes are: always in words, the icon only repeats them. */
export function SaveStatusBadge({ status }: { status: SaveStatus }) {
  const Icon =
    status === 'saved'
      ? Check
      : status === 'saving'
        ? Loader2
        : status === 'offline-kept'
          ? CloudOff
          : AlertTriangle;
  const warn = status !== 'saved' && status !== 'saving';
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="board-save-status"
      data-status={status}
      className={
        warn
          ? 'flex items-center gap-1.5 rounded-md border border-warning/50 bg-warning/10 px-2 py-1 text-xs'
          : 'flex items-center gap-1.5 px-2 py-1 text-xs text-muted-foreground'
      }
    >
      <Icon aria-hidden className={status === 'saving' ? 'size-3.5 animate-spin' : 'size-3.5'} />
      {TEXT[status]}
    </p>
  );
}
