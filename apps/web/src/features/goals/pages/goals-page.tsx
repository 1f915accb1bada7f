import { PageFrame } from '@/components/page-frame';

export function GoalsPage() {
  return (
    <PageFrame
      title="Goals"
      description="Targets for profit, discipline and process, with your progress toward each."
    />
  );
}
