import type { DatasetSummary } from '@edgelog/core';
import { useRef, useState } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { Label } from '@/components/ui/label';
import { formatMoney, formatPct } from '../../lib/format';
import { rollingOption } from '../../lib/performance-charts';
import { formatInstant } from '../../lib/performance-dates';
import { useAnalytics } from '../../hooks/use-analytics';
import { CHART_STATISTICS } from '../../lib/chart-statistics';
import { ChartCard } from '../charts/chart-card';
import { EChart, type ChartHandle } from '../charts/echart';
import { panelState } from './panel';

const WINDOWS = [20, 50, 100] as const;

/** Win rate and expectancy over the last 20, 50 or 100 trades, trade after trade. */
export function RollingCard({ dataset }: { dataset: DatasetSummary }) {
  const [window, setWindow] = useState<(typeof WINDOWS)[number]>(20);
  // Thinned for the chart as the equity curve is: every peak and trough kept, 90,000 points not.
  const rolling = useAnalytics({ kind: 'rolling', window, points: CHART_STATISTICS.curvePoints });
  const chart = useRef<ChartHandle>(null);
  const { currency, timeZone } = dataset;
  const last = rolling.data?.at(-1);
  return (
    <ChartCard
      widget="rolling"
      title="Rolling win rate and expectancy"
      subtitle={`Over the last ${window} closed trades at each trade; win rate in %, expectancy in ${currency}`}
      state={panelState(rolling, (points) => points.length === 0)}
      error={rolling.error}
      onRetry={() => void rolling.refetch()}
      emptyMessage={`Fewer than ${window} closed trades in this period: pick a shorter window or a longer period.`}
      download={{ chart, fileName: `rolling-${window}` }}
      height={300}
      actions={
        <div className="flex items-center gap-1.5">
          <Label htmlFor="rolling-window" className="text-xs text-muted-foreground">
            Window
          </Label>
          <NativeSelect
            id="rolling-window"
            value={String(window)}
            onChange={(event) => {
              const next = WINDOWS.find((w) => String(w) === event.target.value);
              if (next !== undefined) setWindow(next);
            }}
            className="h-8 w-auto"
          >
            {WINDOWS.map((w) => (
              <option key={w} value={w}>
                {w} trades
              </option>
            ))}
          </NativeSelect>
        </div>
      }
    >
      {rolling.data && (
        <EChart
          ref={chart}
          height={300}
          ariaLabel={`Rolling win rate and expectancy over ${window} trades`}
          summary={
            last &&
            `Over the last ${window} trades: win rate ${formatPct(last.winRatePct)}, expectancy ${formatMoney(last.expectancy, currency, true)}.`
          }
          option={(palette) =>
            rollingOption(rolling.data, window, currency, palette, (iso) => formatInstant(iso, timeZone))
          }
        />
      )}
    </ChartCard>
  );
}
