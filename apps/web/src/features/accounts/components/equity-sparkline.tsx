import { accountEquitySeries, equitySparklineGeometry } from '@edgelog/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { AccountRow } from '../api/accounts';
import { closedTradesQuery, EQUITY_TRADES } from '../api/trade-activity';
import { transactionsQuery } from '../api/transactions';
import { useFormat } from '@/lib/format';
import { moneyText } from '../lib/money-text';

const SIZES = {
  small: { width: 96, height: 28, inset: 2 },
  large: { width: 320, height: 72, inset: 3 },
} as const;

/**
 * An account's balance after each deposit, withdrawal and closed trade as a tiny line, with its
 * starting level dotted and a dot on today's balance. The data is built by core; this only draws.
 */
export function EquitySparkline({
  account,
  userId,
  size = 'small',
}: {
  account: AccountRow;
  userId: string;
  size?: keyof typeof SIZES;
}) {
  const transactions = useQuery(transactionsQuery(userId, account.id));
  const closed = useQuery(closedTradesQuery(userId, account.id));
  const box = SIZES[size];
  const format = useFormat();

  const drawn = useMemo(() => {
    if (!transactions.data || !closed.data) return null;
    const series = accountEquitySeries({
      startingBalance: account.starting_balance,
      startingDate: account.starting_date,
      transactions: transactions.data.map((row) => ({ occurredAt: row.occurred_at, amount: row.amount })),
      closedTrades: closed.data.trades,
      ...(closed.data.partial ? { partial: { balance: account.balance } } : {}),
    });
    const balances = series.points.map((point) => point.balance);
    const geometry = equitySparklineGeometry(balances, box);
    const first = balances[0] ?? account.balance;
    const last = balances.at(-1) ?? account.balance;
    const changes = series.points.length - 1;
    const label =
      changes === 0
        ? `Equity line: ${moneyText(format, first, account.currency)} ${account.currency}, unchanged`
        : `Equity line: from ${moneyText(format, first, account.currency)} to ${moneyText(format, last, account.currency)} ${account.currency} over ${changes} ${
            changes === 1 ? 'change' : 'changes'
          }${series.fromStart ? '' : ` (the latest ${EQUITY_TRADES} trades)`}`;
    return { geometry, label };
  }, [transactions.data, closed.data, account, box, format]);

  const frame = size === 'small' ? 'h-7 w-24' : 'h-[72px] w-full max-w-[320px]';
  if (transactions.isError || closed.isError)
    return <span className="text-xs text-muted-foreground">Not available</span>;
  if (!drawn?.geometry) return <Skeleton className={frame} aria-label="Loading the equity line" />;
  const { geometry, label } = drawn;
  const line = (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${box.width} ${box.height}`}
      className={cn(
        size === 'small' ? frame : 'h-auto w-full max-w-[320px]',
        'overflow-visible text-foreground',
      )}
      data-testid="equity-line"
    >
      <title>{label}</title>
      <line
        x1={0}
        x2={box.width}
        y1={geometry.startY}
        y2={geometry.startY}
        className="stroke-muted-foreground/50"
        strokeDasharray="2 3"
        strokeWidth={1}
        vectorEffect="non-scaling-stroke"
      />
      <polyline
        points={geometry.points}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
      <circle cx={geometry.end.x} cy={geometry.end.y} r={size === 'small' ? 2 : 3} className="fill-primary" />
    </svg>
  );
  if (size === 'small') return line;
  // The larger line says in words what it shows: where it starts and ends, and in which currency.
  return (
    <figure className="grid gap-1">
      {line}
      <figcaption className="text-xs text-muted-foreground" aria-hidden>
        {label.replace(/^Equity line: /, 'Equity ')}. The dotted line is where it started.
      </figcaption>
    </figure>
  );
}
