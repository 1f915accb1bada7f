import { PageFrame } from '@/components/page-frame';

export function CompoundInterestPage() {
  return (
    <PageFrame
      title="Compound interest calculator"
      description="How a balance grows with a steady return per period, with contributions."
    />
  );
}
