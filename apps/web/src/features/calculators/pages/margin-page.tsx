import { PageFrame } from '@/components/page-frame';

export function MarginPage() {
  return (
    <PageFrame title="Margin calculator" description="The margin a position requires at a given leverage." />
  );
}
