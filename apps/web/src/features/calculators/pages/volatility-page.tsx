import { PageFrame } from '@/components/page-frame';

export function VolatilityPage() {
  return (
    <PageFrame
      title="Volatility calculator"
      description="Historical volatility from a series of prices, per period and annualised."
    />
  );
}
