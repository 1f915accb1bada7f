import { ArrowUpIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { motionReduced } from '@/lib/preferences';

/** Shown within this distance of the page bottom (SPEC 2, 9). */
export const SCROLL_TOP_THRESHOLD_PX = 200;

function nearBottom(): boolean {
  const { scrollHeight } = document.documentElement;
  return window.scrollY > 0 && window.innerHeight + window.scrollY >= scrollHeight - SCROLL_TOP_THRESHOLD_PX;
}

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(nearBottom());
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  if (!visible) return null;
  return (
    <Button
      variant="secondary"
      size="icon"
      className="fixed right-4 bottom-4 z-40 rounded-full border shadow-md"
      aria-label="Scroll to top"
      // The trader's motion setting (Settings > Appearance), the system's when none is chosen.
      onClick={() => window.scrollTo({ top: 0, behavior: motionReduced() ? 'instant' : 'smooth' })}
    >
      <ArrowUpIcon aria-hidden />
    </Button>
  );
}
