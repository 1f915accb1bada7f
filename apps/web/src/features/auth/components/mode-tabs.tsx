import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface ModeTab<T extends string> {
  value: T;
  label: string;
  panel: ReactNode;
}

/**
 * A two-tab switch (WAI-ARIA tabs: arrow keys move between tabs, Home/End jump), hand-written so
 * the sign-in page stays within its bundle budget.
 */
export function ModeTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: ModeTab<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.value);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="inline-flex h-9 w-full items-center rounded-lg bg-muted p-1 text-muted-foreground"
      >
        {tabs.map((tab, index) => {
          const selected = index === current;
          return (
            <button
              key={tab.value}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`panel-${tab.value}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              onKeyDown={onKeyDown}
              className={cn(
                'inline-flex h-full flex-1 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                selected && 'bg-background text-foreground shadow-sm',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) =>
        index === current ? (
          <div
            key={tab.value}
            role="tabpanel"
            id={`panel-${tab.value}`}
            aria-labelledby={`tab-${tab.value}`}
            className="mt-4"
          >
            {tab.panel}
          </div>
        ) : null,
      )}
    </div>
  );
}
