import { AnalyticsPage } from '../components/shell/analytics-page';
import { CalendarContent } from '../components/calendar/calendar-content';

export function CalendarPage() {
  return (
    <AnalyticsPage
      title="Calendar"
      description="Daily profit and loss as a calendar heatmap, with each day’s trades and journal. Days are in your time zone."
    >
      {(dataset) => <CalendarContent dataset={dataset} />}
    </AnalyticsPage>
  );
}
