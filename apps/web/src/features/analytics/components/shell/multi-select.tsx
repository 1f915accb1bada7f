import * as Popover from '@radix-ui/react-popover';
import { ChevronDownIcon, SearchIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { choiceLabel, searchChoices, type Choice } from './filter-summary';

/** Above this many choices a search box comes first. */
const SEARCH_FROM = 7;

export interface MultiSelectProps {
  /** The field's name ("Accounts"), and its plural in lower case for the button ("accounts"). */
  label: string;
  plural: string;
  choices: readonly Choice[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  className?: string;
}

/** A list of checkboxes in a popover, searchable when long; nothing chosen means all. */
export function MultiSelect({ label, plural, choices, selected, onChange, className }: MultiSelectProps) {
  const [search, setSearch] = useState('');
  const listId = useId();
  const shown = searchChoices(choices, search);
  const chosen = new Set(selected);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    // In the order the list shows them, so the URL does not depend on the clicking order.
    onChange(choices.filter((choice) => next.has(choice.id)).map((choice) => choice.id));
  };
  return (
    <Popover.Root onOpenChange={(open) => !open && setSearch('')}>
      <Popover.Trigger asChild>
        <Button
          variant="outline"
          className={cn('justify-between font-normal', selected.length > 0 && 'border-primary', className)}
          aria-label={`${label}: ${choiceLabel(selected, choices, plural)}`}
          data-filter={plural}
        >
          <span className="truncate">{choiceLabel(selected, choices, plural)}</span>
          <ChevronDownIcon aria-hidden className="text-muted-foreground" />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 flex max-h-[min(24rem,var(--radix-popover-content-available-height))] w-64 flex-col gap-2 rounded-md border bg-popover p-2 text-popover-foreground shadow-md"
        >
          {choices.length >= SEARCH_FROM && (
            <div className="relative">
              <SearchIcon
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-2 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={`Search ${plural}`}
                aria-label={`Search ${plural}`}
                aria-controls={listId}
                className="h-8 pl-8"
              />
            </div>
          )}
          <div id={listId} role="group" aria-label={label} className="-mx-1 min-h-0 overflow-y-auto">
            {shown.length === 0 ? (
              <p className="px-2 py-3 text-sm text-muted-foreground">
                {choices.length === 0 ? `No ${plural} yet.` : `No ${plural} match “${search.trim()}”.`}
              </p>
            ) : (
              shown.map((choice) => {
                const id = `${listId}-${choice.id}`;
                return (
                  <label
                    key={choice.id}
                    htmlFor={id}
                    className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-accent"
                  >
                    <Checkbox
                      id={id}
                      checked={chosen.has(choice.id)}
                      onCheckedChange={(state) => toggle(choice.id, state === true)}
                    />
                    <span className="truncate">{choice.label}</span>
                  </label>
                );
              })
            )}
          </div>
          {selected.length > 0 && (
            <Button variant="ghost" size="sm" className="justify-start" onClick={() => onChange([])}>
              All {plural}
            </Button>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
