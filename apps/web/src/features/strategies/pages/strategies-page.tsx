import { PageFrame } from '@/components/page-frame';

export function StrategiesPage() {
  return (
    <PageFrame
      title="Strategies"
      description="Your playbook: each strategy’s rules, checklist and results."
    />
  );
}
