import type { BarGap, ReadBar, RowError } from '@edgelog/core';
import { barTimeOf } from '@edgelog/core';
import { formatCount, formatUtc } from './series-title';

const SHOWN_ROWS = 8;
const SHOWN_ERRORS = 10;

/** The first bars as they will be read, and every row that cannot be, by line. */
export function UploadPreview({ bars, errors }: { bars: readonly ReadBar[]; errors: readonly RowError[] }) {
  const withVolume = bars.some((bar) => bar.volume !== undefined);
  return (
    <div className="flex flex-col gap-3" data-testid="upload-preview">
      <p className="text-sm tabular-nums">
        {formatCount(bars.length)} bars read
        {errors.length > 0 ? `, ${formatCount(errors.length)} rows with errors left out` : ''}.
      </p>
      {bars.length > 0 && (
        <div className="relative overflow-x-auto rounded-md border">
          <table className="w-full text-xs tabular-nums">
            <caption className="sr-only">The first bars of the file</caption>
            <thead className="bg-muted/50 text-muted-foreground">
              <tr>
                <th scope="col" className="px-2 py-1 text-left font-medium">
                  Line
                </th>
                <th scope="col" className="px-2 py-1 text-left font-medium">
                  Time (UTC)
                </th>
                {['Open', 'High', 'Low', 'Close', ...(withVolume ? ['Volume'] : [])].map((name) => (
                  <th key={name} scope="col" className="px-2 py-1 text-right font-medium">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {bars.slice(0, SHOWN_ROWS).map((bar) => (
                <tr key={bar.line} className="border-t">
                  <td className="px-2 py-1">{bar.line}</td>
                  <td className="px-2 py-1 whitespace-nowrap">
                    {Number.isFinite(bar.time) ? barTimeOf(bar.time).replace('T', ' ').replace('Z', '') : '—'}
                  </td>
                  <td className="px-2 py-1 text-right">{bar.open}</td>
                  <td className="px-2 py-1 text-right">{bar.high}</td>
                  <td className="px-2 py-1 text-right">{bar.low}</td>
                  <td className="px-2 py-1 text-right">{bar.close}</td>
                  {withVolume && <td className="px-2 py-1 text-right">{bar.volume ?? '—'}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {errors.length > 0 && (
        <div role="status" className="rounded-md border border-destructive/40 p-2 text-xs" data-testid="upload-row-errors">
          <p className="mb-1 font-medium">Rows that cannot be read</p>
          <ul className="flex flex-col gap-0.5">
            {errors.slice(0, SHOWN_ERRORS).map((error) => (
              <li key={`${error.line}-${error.message}`}>{error.message}</li>
            ))}
          </ul>
          {errors.length > SHOWN_ERRORS && (
            <p className="mt-1 text-muted-foreground">…and {formatCount(errors.length - SHOWN_ERRORS)} more.</p>
          )}
        </div>
      )}
    </div>
  );
}

const SHOWN_GAPS = 20;

/** Gaps as "after 14:30, before 14:33: 2 bars missing", in UTC like stored times. */
export function GapList({ gaps }: { gaps: readonly BarGap[] | null }) {
  if (gaps === null)
    return <p className="text-xs text-muted-foreground">Gaps are found for 1m, 5m, 15m, 1h, 4h and daily bars.</p>;
  if (gaps.length === 0) return <p className="text-xs text-muted-foreground">No gaps in the market&apos;s hours.</p>;
  return (
    <div className="text-xs" data-testid="gap-list">
      <ul className="flex max-h-48 flex-col gap-0.5 overflow-y-auto tabular-nums">
        {gaps.slice(0, SHOWN_GAPS).map((gap) => (
          <li key={gap.after}>
            {formatUtc(gap.after)} → {formatUtc(gap.before)}: {formatCount(gap.missing)}{' '}
            {gap.missing === 1 ? 'bar' : 'bars'} missing
          </li>
        ))}
      </ul>
      {gaps.length > SHOWN_GAPS && (
        <p className="mt-1 text-muted-foreground">…and {formatCount(gaps.length - SHOWN_GAPS)} more gaps.</p>
      )}
    </div>
  );
}
