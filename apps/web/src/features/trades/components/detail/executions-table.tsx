import { exactToText, runningPositions } from '@edgelog/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TradeExecutionRow } from '../../api/trade';
import { useAuth } from '@/lib/auth-context';
import { appTimeZone } from '@/lib/time-zone';
import { formatCharge, formatInstantSeconds, formatPlain, formatPrice } from '../../lib/log-format';
import type { FigureInstrument } from './figure-list';
import { scheduleFeesQuery } from './schedule-fees';

// The fills' columns: numbers right-aligned so their digits line up.
const COLUMNS = [
  { label: 'Time', numeric: false },
  { label: 'Side', numeric: false },
  { label: 'Quantity', numeric: true },
  { label: 'Price', numeric: true },
  { label: 'Commission', numeric: true },
  { label: 'Fees', numeric: true },
  { label: 'Position after', numeric: true },
  { label: 'Average after', numeric: true },
] as const;

/** The trade's fills in the database's order, with the position and its average after each. */
export function ExecutionsTable({
  executions,
  instrument,
  currency,
}: {
  executions: readonly TradeExecutionRow[];
  instrument: FigureInstrument;
  /** The trade's currency: its charges show in that currency's minor units. */
  currency: string | null;
}) {
  const steps = useMemo(
    () =>
      runningPositions(
        executions.map((fill) => ({
          at: Date.parse(fill.executed_at),
          side: fill.side,
          quantity: fill.quantity,
          price: fill.price,
        })),
      ),
    [executions],
  );
  const byIndex = new Map(steps.map((step) => [step.index, step]));
  const userId = useAuth().user?.id ?? '';
  const scheduled = useQuery({
    ...scheduleFeesQuery(
      userId,
      executions.map((fill) => fill.id),
    ),
    enabled: userId !== '' && executions.length > 0,
  }).data;
  if (executions.length === 0)
    return <p className="text-sm text-muted-foreground">No fills yet: this trade is a plan.</p>;
  return (
    <div className="overflow-x-auto rounded-md border">
      {scheduled !== undefined && scheduled.size > 0 && (
        <p className="border-b px-3 py-2 text-xs text-muted-foreground" data-testid="schedule-fees-note">
          Fees from your schedule: the costs of the fills marked Schedule are your commission schedule&apos;s
          (Settings › Trading defaults), charged because neither the broker&apos;s file nor you gave them.
          Edit a fill&apos;s cost and it is yours.
        </p>
      )}
      <table className="w-full min-w-[640px] text-sm" aria-label="Executions" data-testid="executions-table">
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            {COLUMNS.map(({ label, numeric }) => (
              <th
                key={label}
                scope="col"
                className={`px-3 py-2 font-medium ${numeric ? 'text-right' : 'text-left'}`}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {executions.map((fill, index) => {
            const step = byIndex.get(index);
            const position = step ? exactToText(step.position, 8) : null;
            // Beside the amount the schedule set: an import's commission, the simple form's fees.
            const scheduledIn = !scheduled?.has(fill.id)
              ? null
              : Number(fill.commission) === 0 && Number(fill.fees) !== 0
                ? 'fees'
                : 'commission';
            const badge = (
              <span
                className="mr-1.5 rounded-sm border px-1 py-px text-xs text-muted-foreground"
                title="Fees from your schedule"
                data-testid="execution-schedule-fee"
              >
                Schedule
              </span>
            );
            return (
              <tr key={fill.id} className="border-t" data-testid="execution-row">
                <td className="px-3 py-2 whitespace-nowrap">
                  {formatInstantSeconds(fill.executed_at, appTimeZone())}
                </td>
                <td className="px-3 py-2">{fill.side === 'buy' ? 'Buy' : 'Sell'}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatPlain(fill.quantity)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatPlain(fill.price)}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {scheduledIn === 'commission' && badge}
                  {formatCharge(fill.commission, currency)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {scheduledIn === 'fees' && badge}
                  {formatCharge(fill.fees, currency)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums" data-testid="execution-position">
                  {position === null
                    ? '—'
                    : position === '0'
                      ? 'Flat'
                      : `${position.startsWith('-') ? 'Short' : 'Long'} ${formatPlain(position.replace('-', ''))}`}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {step?.averagePrice
                    ? formatPrice(exactToText(step.averagePrice, 8), instrument.assetClass, instrument.symbol)
                    : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
