import { SearchIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { GROUP_LABELS, TAG_GROUPS } from '../lib/tag-form';
import type { GroupChoice } from '../lib/tag-rows';

const CHOICES: { value: GroupChoice; label: string }[] = [
  { value: 'all', label: 'All' },
  ...TAG_GROUPS.map((group) => ({ value: group, label: GROUP_LABELS[group] })),
];

/** The group chips and the name search above the tags. */
export function TagsToolbar({
  group,
  onGroup,
  counts,
  search,
  onSearch,
}: {
  group: GroupChoice;
  onGroup: (group: GroupChoice) => void;
  counts: Record<GroupChoice, number>;
  search: string;
  onSearch: (search: string) => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div role="group" aria-label="Group" className="flex flex-wrap gap-1.5">
        {CHOICES.map((choice) => {
          const chosen = group === choice.value;
          return (
            <button
              key={choice.value}
              type="button"
              aria-pressed={chosen}
              onClick={() => onGroup(choice.value)}
              className={cn(
                'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                chosen
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-background text-foreground hover:bg-muted',
              )}
            >
              {choice.label}
              <span className={cn('tabular-nums', chosen ? 'opacity-80' : 'text-muted-foreground')}>
                {counts[choice.value]}
              </span>
            </button>
          );
        })}
      </div>
      <div className="relative w-full sm:w-64">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search tags"
          placeholder="Search tags"
          className="pl-8"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
    </div>
  );
}
