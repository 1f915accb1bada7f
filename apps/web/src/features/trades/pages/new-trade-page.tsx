import { PageFrame } from '@/components/page-frame';

export function NewTradePage() {
  return (
    <PageFrame
      title="New trade"
      description="Record a trade from its fills: instrument, side, prices, quantities, fees and notes."
    />
  );
}
