import { PageFrame } from '@/components/page-frame';

export function LotSizePage() {
  return (
    <PageFrame
      title="Lot size calculator"
      description="Forex lot size from account balance, risk and stop distance in pips."
    />
  );
}
