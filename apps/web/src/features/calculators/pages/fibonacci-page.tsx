import { PageFrame } from '@/components/page-frame';

export function FibonacciPage() {
  return (
    <PageFrame
      title="Fibonacci calculator"
      description="Retracement and extension levels between a swing high and a swing low."
    />
  );
}
