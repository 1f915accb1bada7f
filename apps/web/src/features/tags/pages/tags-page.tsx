import { PageFrame } from '@/components/page-frame';

export function TagsPage() {
  return (
    <PageFrame
      title="Tags"
      description="Labels for setups, mistakes and market conditions, and how each performs."
    />
  );
}
