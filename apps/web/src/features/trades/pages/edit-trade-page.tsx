import { PageFrame } from '@/components/page-frame';

export function EditTradePage() {
  return <PageFrame title="Edit trade" description="Correct a trade’s fills, risk, tags and notes." />;
}
