import { PageFrame } from '@/components/page-frame';

export function CalendarPage() {
  return (
    <PageFrame
      title="Calendar"
      description="Daily profit and loss as a calendar heatmap, with each day’s trades and notes."
    />
  );
}
