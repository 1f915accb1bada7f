import { PageFrame } from '@/components/page-frame';

export function TradesPage() {
  return (
    <PageFrame title="Trades" description="Every trade in your journal, with filters, sorting and totals." />
  );
}
