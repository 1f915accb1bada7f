import { useSearchParams } from 'react-router';
import { useAppTimeZone } from '@/lib/time-zone';
import { AnalyticsPage } from '../components/shell/analytics-page';
import { CalendarContent } from '../components/calendar/calendar-content';
import { useAnalyticsFilter } from '../hooks/use-analytics-filter';
import { calendarDatasetFilter, calendarPlaceNow } from '../lib/calendar-view';

export function CalendarPage() {
  const [params] = useSearchParams();
  const { filter } = useAnalyticsFilter();
  const timeZone = useAppTimeZone();
  // The days on screen, not the whole journal: a first visit reads a month of trades.
  const datasetFilter = calendarDatasetFilter(filter, calendarPlaceNow(params, timeZone));
  return (
    <AnalyticsPage
      title="Calendar"
      description="Daily profit and loss as a calendar heatmap, with each day’s trades and journal. Days are in your time zone."
      datasetFilter={datasetFilter}
    >
      {(dataset, shown) => <CalendarContent dataset={dataset} previous={shown.previous} />}
    </AnalyticsPage>
  );
}
