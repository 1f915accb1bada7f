import { PageFrame } from '@/components/page-frame';

export function TradeDetailPage() {
  return (
    <PageFrame
      title="Trade"
      description="One trade in full: fills, profit and loss, R-multiple, holding time, tags and notes."
    />
  );
}
