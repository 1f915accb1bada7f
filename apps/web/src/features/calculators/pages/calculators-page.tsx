import { PageFrame } from '@/components/page-frame';

export function CalculatorsPage() {
  return <PageFrame title="Calculators" description="Nine trading calculators, each showing its formula." />;
}
