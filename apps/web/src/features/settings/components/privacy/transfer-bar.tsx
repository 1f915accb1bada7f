import type { Transfer } from './backup-api';

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** A transfer's progress: a bar when its size is known, the bytes so far either way. */
export function TransferBar({ label, transfer }: { label: string; transfer: Transfer | null }) {
  const percent =
    transfer?.total != null && transfer.total > 0
      ? Math.min(100, (transfer.loaded / transfer.total) * 100)
      : null;
  return (
    <div className="grid gap-1.5" aria-live="polite">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent === null ? undefined : Math.round(percent)}
        className="relative h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={
            percent === null
              ? 'h-full w-1/3 rounded-full bg-primary motion-safe:animate-pulse'
              : 'h-full rounded-full bg-primary transition-[width] duration-100 ease-linear'
          }
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground tabular-nums">
        {label}
        {transfer === null
          ? '…'
          : ` — ${megabytes(transfer.loaded)}${transfer.total === null ? '' : ` of ${megabytes(transfer.total)}`}`}
      </p>
    </div>
  );
}
