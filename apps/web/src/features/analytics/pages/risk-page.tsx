import { PageFrame } from '@/components/page-frame';

export function RiskPage() {
  return (
    <PageFrame
      title="Risk"
      description="Drawdowns, risk per trade, streaks, value at risk and risk of ruin."
    />
  );
}
