import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/utils';

export interface SectionLink {
  id: string;
  title: string;
}

/** The section most in view: the first whose top has passed under the top bar, else the first. */
function useSectionInView(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(ids[0] ?? null);
  useEffect(() => {
    const update = () => {
      let found: string | null = ids[0] ?? null;
      for (const id of ids) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= 120) found = id;
      }
      // At the very bottom the last section may be too short to reach the top: it is the one read.
      const bottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setCurrent(bottom ? (ids[ids.length - 1] ?? found) : found);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ids]);
  return current;
}

/** Jumps to the section the URL names, once it is on the page (the page renders after the route). */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    const jump = () => target.scrollIntoView({ block: 'start' });
    jump();
    target.focus({ preventScroll: true });
    // Cards above the section may still be loading and grow: it is kept in place for a moment,
    // until the trader scrolls or types.
    const observer = new ResizeObserver(jump);
    observer.observe(document.body);
    const stop = () => observer.disconnect();
    const timer = window.setTimeout(stop, 1500);
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const name of events) window.addEventListener(name, stop, { once: true, passive: true });
    return () => {
      stop();
      window.clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, stop);
    };
  }, [hash]);
}

/** In-page navigation between the settings sections: a column on wide screens, a row on phones. */
export function SettingsNav({ sections }: { sections: readonly SectionLink[] }) {
  const ids = useMemo(() => sections.map((section) => section.id), [sections]);
  const current = useSectionInView(ids);
  useScrollToHash();
  return (
    <nav aria-label="Settings sections" className="lg:sticky lg:top-20 lg:self-start">
      <ul className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 lg:flex-col lg:overflow-visible">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <Link
              to={{ hash: section.id }}
              replace
              // A second click on the section already in the URL jumps again.
              onClick={() => document.getElementById(section.id)?.scrollIntoView({ block: 'start' })}
              aria-current={current === section.id ? 'location' : undefined}
              className={cn(
                'block rounded-md px-3 py-1.5 text-sm whitespace-nowrap text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                current === section.id && 'bg-accent font-medium text-accent-foreground',
              )}
            >
              {section.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
