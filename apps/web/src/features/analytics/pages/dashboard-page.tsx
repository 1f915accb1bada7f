import { PageFrame } from '@/components/page-frame';

export function DashboardPage() {
  return (
    <PageFrame
      title="Dashboard"
      description="Your trading at a glance: equity, recent trades, win rate and the days that mattered."
    />
  );
}
