import { parseUserAgent } from '@edgelog/core';
import { useQuery } from '@tanstack/react-query';
import { MonitorIcon, SmartphoneIcon, TabletIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth-context';
import { useAppTimeZone } from '@/lib/time-zone';
import { ACTIVITY_LIMIT, activityQuery, type ActivityEntry } from '../../api/security';
import { activityLabel } from '../../lib/activity-labels';
import { formatMoment } from '../../lib/format';
import { useLoadError } from '@/features/errors/use-load-error';

const DEVICE_ICONS = { desktop: MonitorIcon, mobile: SmartphoneIcon, tablet: TabletIcon } as const;

function Device({ userAgent }: { userAgent: string | null }) {
  if (!userAgent) return <span>Unknown device</span>;
  const { label, device } = parseUserAgent(userAgent);
  const Icon = DEVICE_ICONS[device];
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5" title={userAgent}>
      <Icon aria-hidden className="size-3.5 shrink-0" />
      <span className="truncate">
        {label}
        <span className="sr-only"> ({device})</span>
      </span>
    </span>
  );
}

function ActivityRow({ entry, timeZone }: { entry: ActivityEntry; timeZone: string }) {
  return (
    <li
      className="grid gap-1 py-2.5 sm:grid-cols-[11rem_1fr_auto] sm:items-center sm:gap-4"
      data-testid="activity-entry"
    >
      <time dateTime={entry.at} className="text-sm tabular-nums">
        {formatMoment(entry.at, timeZone)}
      </time>
      <div className="min-w-0">
        <p className="text-sm font-medium">{activityLabel(entry.action)}</p>
        <p className="text-xs text-muted-foreground">
          <Device userAgent={entry.user_agent} />
        </p>
      </div>
      <p className="font-mono text-xs text-muted-foreground sm:text-right">
        <span className="sr-only">Address </span>
        {entry.ip ?? 'Address not recorded'}
      </p>
    </li>
  );
}

/** The last sign-ins and account changes from the server's audit log, in the trader's time zone. */
export function SignInActivity() {
  const { user } = useAuth();
  const timeZone = useAppTimeZone();
  const activity = useQuery({ ...activityQuery(user?.id ?? ''), enabled: user !== null });
  const loadError = useLoadError(activity.error, () => void activity.refetch());

  return (
    <div className="grid gap-2" aria-labelledby="activity-title" role="group">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id="activity-title" className="text-sm font-semibold">
          Recent activity
        </h4>
        <p className="text-xs text-muted-foreground">
          The last {ACTIVITY_LIMIT} events, times in {timeZone.replace(/_/g, ' ')}
        </p>
      </div>
      {activity.isPending ? (
        <div className="grid gap-2" aria-label="Loading recent activity">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : loadError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-destructive">
          <span>
            Your recent activity could not be read: {loadError.userMessage} ({loadError.code})
          </span>
          <Button variant="outline" size="sm" onClick={() => void activity.refetch()}>
            Try again
          </Button>
        </div>
      ) : activity.data && activity.data.length > 0 ? (
        <ul className="divide-y" aria-label="Recent sign-in activity">
          {activity.data.map((entry, index) => (
            <ActivityRow key={`${entry.at}-${index}`} entry={entry} timeZone={timeZone} />
          ))}
        </ul>
      ) : (
        <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
          No sign-ins recorded yet.
        </p>
      )}
    </div>
  );
}
