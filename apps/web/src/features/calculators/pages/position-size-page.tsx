import { PageFrame } from '@/components/page-frame';

export function PositionSizePage() {
  return <PageFrame title="Position size calculator" description="How many shares, contracts or lots to trade for the risk you accept." />;
}
