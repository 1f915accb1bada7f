import { PageFrame } from '@/components/page-frame';

export function PerformancePage() {
  return (
    <PageFrame
      title="Performance"
      description="Equity curve, drawdown, win rate, expectancy and profit factor over any period."
    />
  );
}
