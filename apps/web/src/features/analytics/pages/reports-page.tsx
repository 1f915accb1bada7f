import { PageFrame } from '@/components/page-frame';

export function ReportsPage() {
  return (
    <PageFrame
      title="Reports"
      description="Break your results down by instrument, strategy, tag, weekday and time of day."
    />
  );
}
