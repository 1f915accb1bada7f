import { PageFrame } from '@/components/page-frame';

export function BacktestPage() {
  return (
    <PageFrame
      title="Backtest"
      description="Replay price data bar by bar and test rules before risking money."
    />
  );
}
