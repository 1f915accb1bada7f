import { PageFrame } from '@/components/page-frame';

export function ProfitLossPage() {
  return (
    <PageFrame
      title="Profit/loss calculator"
      description="The profit or loss of a position from entry, exit, size and fees."
    />
  );
}
