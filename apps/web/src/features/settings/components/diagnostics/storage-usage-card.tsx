import {
  DEFAULT_QUOTA_BYTES,
  estimateUsage,
  readStorageQuota,
  usageLevel,
  type QuotaReading,
} from '@edgelog/core';
import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useAppTimeZone } from '@/lib/time-zone';
import { cn } from '@/lib/utils';
import { formatBytes, formatMoment } from '../../lib/format';
import { SettingsCardTitle } from '../settings-section';

interface Usage {
  usedBytes: number;
  itemCount: number;
  quota: QuotaReading;
}

/**
 * The quota is the one the storage maintenance measured (kept for a week); reading it here only
 * probes when no reading is kept, exactly as the maintenance would.
 */
function measure(): Usage | null {
  try {
    const storage = window.localStorage;
    const { usedBytes, itemCount } = estimateUsage(storage);
    return { usedBytes, itemCount, quota: readStorageQuota(storage, Date.now()) };
  } catch {
    return null;
  }
}

const LEVEL_TEXT = {
  ok: 'Plenty of room.',
  warning: 'Over 80 % full: old drafts and cached data are cleared first when it fills up.',
  critical: 'Over 95 % full: the oldest cached entries are being removed to make room.',
} as const;

/** How much of this browser's local storage Edgelog uses, against the quota measured for it. */
export function StorageUsageCard() {
  const timeZone = useAppTimeZone();
  const [usage, setUsage] = useState<Usage | null>(measure);
  return (
    <Card aria-labelledby="storage-usage-title" role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1.5">
          <SettingsCardTitle id="storage-usage-title">Storage on this device</SettingsCardTitle>
          <CardDescription>
            Your session, drafts and remembered inputs live in this browser&apos;s local storage.
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => setUsage(measure())}>
          <RefreshCwIcon aria-hidden />
          Measure again
        </Button>
      </CardHeader>
      <CardContent>
        {usage === null ? (
          <p className="text-sm text-muted-foreground">
            This browser does not let the page use local storage.
          </p>
        ) : (
          <StorageFigures usage={usage} timeZone={timeZone} />
        )}
      </CardContent>
    </Card>
  );
}

function StorageFigures({ usage, timeZone }: { usage: Usage; timeZone: string }) {
  const { usedBytes, itemCount, quota } = usage;
  const ratio = quota.quotaBytes > 0 ? usedBytes / quota.quotaBytes : 1;
  const percent = Math.min(100, ratio * 100);
  const level = usageLevel(ratio);
  const shown = percent < 1 && usedBytes > 0 ? '< 1' : percent.toFixed(0);
  return (
    <div className="grid gap-3" data-testid="storage-usage">
      <p className="text-sm">
        <span className="font-medium tabular-nums">{formatBytes(usedBytes)}</span> of{' '}
        <span className="font-medium tabular-nums">{formatBytes(quota.quotaBytes)}</span> used (
        <span className="tabular-nums">{shown} %</span>, {itemCount} {itemCount === 1 ? 'entry' : 'entries'})
      </p>
      <div
        role="meter"
        aria-label="Local storage used"
        aria-valuemin={0}
        aria-valuemax={quota.quotaBytes}
        aria-valuenow={usedBytes}
        aria-valuetext={`${formatBytes(usedBytes)} of ${formatBytes(quota.quotaBytes)}`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full',
            level === 'ok' ? 'bg-primary' : level === 'warning' ? 'bg-warning' : 'bg-destructive',
          )}
          style={{ width: `${Math.max(percent, usedBytes > 0 ? 1 : 0)}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        {LEVEL_TEXT[level]}{' '}
        {quota.probed
          ? `The quota was measured in this browser on ${formatMoment(new Date(quota.measuredAt).toISOString(), timeZone)}.`
          : `The quota could not be measured here, so the usual ${formatBytes(DEFAULT_QUOTA_BYTES)} is assumed.`}
      </p>
    </div>
  );
}
