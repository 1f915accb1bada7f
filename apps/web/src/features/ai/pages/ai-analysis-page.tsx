import { PageFrame } from '@/components/page-frame';

export function AiAnalysisPage() {
  return (
    <PageFrame
      title="AI analysis"
      description="Your strengths, leaks and behaviour patterns, found in your own trades."
    />
  );
}
