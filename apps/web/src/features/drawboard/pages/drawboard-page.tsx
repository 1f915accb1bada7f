import { PageFrame } from '@/components/page-frame';

export function DrawboardPage() {
  return (
    <PageFrame
      title="Draw board"
      description="Sketch setups and annotate charts on a free canvas linked to your trades."
    />
  );
}
