import type { AnalyticsFilter, DatasetSummary } from '@edgelog/core';
import { filterLines, periodText } from '../../lib/reports-print';

/**
 * The printed statement's heading: whose report, which period and filters, and when it was made.
 * Hidden on screen, where the filter bar says the same.
 */
export function PrintHeader({
  trader,
  filter,
  dataset,
  printedAt,
}: {
  trader: string;
  filter: AnalyticsFilter;
  dataset: DatasetSummary;
  printedAt: Date;
}) {
  const made = new Intl.DateTimeFormat('en-GB', {
    timeZone: dataset.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(printedAt);
  return (
    <header className="hidden border-b pb-3 print:block" data-print-header>
      <p className="text-xs tracking-wide text-muted-foreground uppercase">Edgelog trading report</p>
      <h2 className="text-xl font-semibold">{trader}</h2>
      <p className="font-medium">{periodText(filter, dataset)}</p>
      <ul className="text-sm text-muted-foreground">
        {filterLines(filter, dataset).map((line) => (
          <li key={line}>{line}</li>
        ))}
        <li>
          {dataset.closedTradeCount} closed trades · made {made} ({dataset.timeZone})
        </li>
      </ul>
    </header>
  );
}
