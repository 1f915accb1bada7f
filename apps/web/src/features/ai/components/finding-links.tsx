import type { CoachDimension } from '@edgelog/core';
import { ChartColumnIcon, ListIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAnalyticsFilter } from '@/features/analytics';
import { useFormat } from '@/lib/format';
import { countText } from '../lib/figure-text';
import { DIMENSION_NAMES } from '../lib/findings';
import { reportsLink, tradeLogLink } from '../lib/links';

/** Where to look further: the trades in the trade log, and the breakdown on the reports page. */
export function FindingLinks({
  tradeIds,
  total,
  dimension,
}: {
  tradeIds: readonly string[];
  /** How many trades there are, when `tradeIds` lists only the first of them. */
  total: number;
  dimension?: CoachDimension;
}) {
  const { search } = useAnalyticsFilter();
  const format = useFormat();
  const log = tradeLogLink(tradeIds, total);
  return (
    <div className="flex flex-wrap gap-2">
      {log.total > 0 && (
        <Button asChild variant="outline" size="sm">
          <Link to={log.to} data-link="trade-log">
            <ListIcon aria-hidden />
            {log.shown < log.total
              ? `Open the first ${format.count(log.shown)} of ${format.count(log.total)} in the trade log`
              : `Open ${countText(format, log.total, 'trade', 'trades')} in the trade log`}
          </Link>
        </Button>
      )}
      {dimension && (
        <Button asChild variant="ghost" size="sm">
          <Link to={reportsLink(search, dimension)} data-link="reports">
            <ChartColumnIcon aria-hidden />
            {DIMENSION_NAMES[dimension]} in Reports
          </Link>
        </Button>
      )}
    </div>
  );
}
