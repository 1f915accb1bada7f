import { PageFrame } from '@/components/page-frame';

export function PipValuePage() {
  return (
    <PageFrame
      title="Pip value calculator"
      description="What one pip is worth in your account currency for a pair and lot size."
    />
  );
}
