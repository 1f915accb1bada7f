import { knownTimeZones } from '@edgelog/core';
import { CheckIcon } from 'lucide-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import type { FieldA11y } from '@/components/form-field';
import { cn } from '@/lib/utils';
import { filterZones, zoneOptions, type ZoneOption } from '../lib/time-zones';

// A long list is cut: typing narrows it faster than scrolling through four hundred names.
const SHOWN = 60;

const display = (option: ZoneOption | undefined, zone: string) =>
  option ? `${option.zone.replaceAll('_', ' ')} (${option.offset})` : zone;

/**
 * The time zone field: a text box that searches the zones by name or offset, with a list chosen
 * from by arrows and Enter (or a click). Escape or leaving puts the chosen zone back in the box.
 */
export function TimeZoneCombobox({
  a11y,
  value,
  onChange,
  disabled,
}: {
  a11y: FieldA11y;
  value: string;
  onChange: (zone: string) => void;
  disabled?: boolean;
}) {
  const listId = useId();
  // Every zone's offset is read once (about 400 formatters); a pick only adds an unlisted zone.
  const listed = useMemo(() => zoneOptions(new Date(), '', knownTimeZones()), []);
  const options = useMemo(
    () =>
      value === '' || listed.some((option) => option.zone === value)
        ? listed
        : [...listed, ...zoneOptions(new Date(), value, []).slice(1)],
    [listed, value],
  );
  const selected = options.find((option) => option.zone === value);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const open = query !== null;
  const matches = useMemo(
    () => (open ? filterZones(options, query).slice(0, SHOWN) : []),
    [open, options, query],
  );

  const close = () => setQuery(null);
  const choose = (option: ZoneOption | undefined) => {
    if (option) onChange(option.zone);
    close();
  };
  const move = (to: number) => {
    const next = Math.max(0, Math.min(matches.length - 1, to));
    setActive(next);
    listRef.current?.children[next]?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setQuery('');
        setActive(0);
        return;
      }
      move(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only, not a dialog around it.
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="relative">
      <Input
        {...a11y}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search a city or an offset"
        disabled={disabled}
        value={open ? query : display(selected, value)}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onClick={() => {
          if (!open) setQuery('');
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      {open && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label="Time zones"
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {matches.length === 0 && (
            <li className="px-2 py-1.5 text-sm text-muted-foreground">No zone matches.</li>
          )}
          {matches.map((option, index) => (
            <li
              key={option.zone}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={option.zone === value}
              aria-label={option.label}
              className={cn(
                'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                index === active && 'bg-accent text-accent-foreground',
              )}
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
              onMouseMove={() => setActive(index)}
            >
              <CheckIcon
                aria-hidden
                className={cn('size-4 shrink-0', option.zone !== value && 'invisible')}
              />
              <span className="min-w-0 flex-1 truncate">{option.zone.replaceAll('_', ' ')}</span>
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{option.offset}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
