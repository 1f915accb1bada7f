import { PageFrame } from '@/components/page-frame';

export function RiskRewardPage() {
  return (
    <PageFrame
      title="Risk/reward calculator"
      description="The reward-to-risk ratio of a trade from its entry, stop and target."
    />
  );
}
