import { PageFrame } from '@/components/page-frame';

export function ArchivedTradesPage() {
  return (
    <PageFrame
      title="Archived trades"
      description="Trades you archived: out of your statistics, never deleted."
    />
  );
}
