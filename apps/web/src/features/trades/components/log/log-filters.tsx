import { SearchIcon, SlidersHorizontalIcon, XIcon } from 'lucide-react';
import { memo, useEffect, useId, useState, type ComponentProps, type ReactNode, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { countOf } from '@/lib/plural';
import { cn } from '@/lib/utils';
import type { AccountLookup, StrategyLookup, TagLookup } from '../../api/lookups';
import { capitalised } from '../../lib/log-format';
import {
  ASSET_CLASSES,
  FILTER_KEYS,
  RESULTS,
  SIDES,
  STATUSES,
  hasFilters,
  type LogFilterKey,
  type LogFilters,
} from '../../lib/log-params';

// Typing settles before the URL (and the database) is asked again.
const TYPING_MS = 300;

function Field({ label, children, id }: { label: string; children: ReactNode; id: string }) {
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}

/** A text field that writes its value after typing pauses, and follows outside changes (Clear). */
function TypedFilter({
  value,
  onCommit,
  ...props
}: { value: string; onCommit: (value: string) => void; ref?: Ref<HTMLInputElement> } & Omit<
  ComponentProps<'input'>,
  'value' | 'onChange'
>) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onCommit(draft.trim()), TYPING_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onCommit]);
  return (
    <Input
      {...props}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onCommit(draft.trim());
        // Escape leaves the field for the log's keys; a search field would otherwise clear itself.
        if (event.key === 'Escape') {
          event.preventDefault();
          event.currentTarget.blur();
        }
      }}
    />
  );
}

function Choice({
  id,
  value,
  onChange,
  options,
  all,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  all: string;
}) {
  return (
    <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{all}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}

const labelled = (values: readonly string[], names: Record<string, string> = {}) =>
  values.map((value) => ({ value, label: names[value] ?? capitalised(value) }));

export interface FilterLookups {
  accounts: readonly AccountLookup[];
  strategies: readonly StrategyLookup[];
  tags: readonly TagLookup[];
}

/** The log's filters; each change is written to the URL by `onChange`. */
export const LogFiltersBar = memo(function LogFiltersBar({
  filters,
  lookups,
  onChange,
  onClear,
  searchRef,
}: {
  filters: LogFilters;
  lookups: FilterLookups;
  onChange: (key: LogFilterKey, value: string) => void;
  onClear: () => void;
  searchRef: Ref<HTMLInputElement>;
}) {
  const base = useId();
  const id = (key: LogFilterKey) => `${base}-${key}`;
  const choose = (key: LogFilterKey) => (value: string) => onChange(key, value);
  // On a phone the filters fold behind one button so the trades stay in view.
  const [unfolded, setUnfolded] = useState(false);
  const active = FILTER_KEYS.filter((key) => key !== 'q' && filters[key] !== '').length;
  return (
    <div role="search" aria-label="Filter trades" className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="relative min-w-56 flex-1">
          <Label htmlFor={id('q')} className="sr-only">
            Search symbol or notes
          </Label>
          <SearchIcon
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <TypedFilter
            id={id('q')}
            ref={searchRef}
            type="search"
            className="pl-8"
            placeholder="Search symbol or notes  ( / )"
            value={filters.q}
            onCommit={choose('q')}
          />
        </div>
        <Button
          variant="outline"
          className="md:hidden"
          aria-expanded={unfolded}
          aria-controls={`${base}-fields`}
          onClick={() => setUnfolded(!unfolded)}
        >
          <SlidersHorizontalIcon aria-hidden />
          Filters{active > 0 ? ` (${active})` : ''}
        </Button>
        {filters.ids !== '' && (
          <span
            data-filter-chip="ids"
            className="inline-flex h-9 items-center gap-1 rounded-full border pr-1 pl-3 text-sm"
          >
            {countOf(filters.ids.split(',').length, 'selected trade', 'selected trades')}
            <Button
              variant="ghost"
              size="icon"
              className="size-7 rounded-full"
              aria-label="Show all trades, not only the selected ones"
              onClick={() => onChange('ids', '')}
            >
              <XIcon aria-hidden />
            </Button>
          </span>
        )}
        {hasFilters(filters) && (
          <Button variant="ghost" onClick={onClear}>
            <XIcon aria-hidden />
            Clear filters
          </Button>
        )}
      </div>
      <div
        id={`${base}-fields`}
        className={cn(
          'grid-cols-2 gap-3 sm:grid-cols-3 md:grid lg:grid-cols-6 2xl:grid-cols-12',
          unfolded ? 'grid' : 'hidden',
        )}
      >
        <Field label="From" id={id('from')}>
          <Input
            id={id('from')}
            type="date"
            value={filters.from}
            onChange={(e) => onChange('from', e.target.value)}
          />
        </Field>
        <Field label="To" id={id('to')}>
          <Input
            id={id('to')}
            type="date"
            value={filters.to}
            onChange={(e) => onChange('to', e.target.value)}
          />
        </Field>
        <Field label="Account" id={id('account')}>
          <Choice
            id={id('account')}
            value={filters.account}
            onChange={choose('account')}
            all="All accounts"
            options={lookups.accounts.map((account) => ({ value: account.id, label: account.name }))}
          />
        </Field>
        <Field label="Symbol" id={id('symbol')}>
          <TypedFilter
            id={id('symbol')}
            value={filters.symbol}
            onCommit={choose('symbol')}
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="Any"
          />
        </Field>
        <Field label="Side" id={id('side')}>
          <Choice
            id={id('side')}
            value={filters.side}
            onChange={choose('side')}
            all="Both"
            options={labelled(SIDES)}
          />
        </Field>
        <Field label="Status" id={id('status')}>
          <Choice
            id={id('status')}
            value={filters.status}
            onChange={choose('status')}
            all="Any status"
            options={labelled(STATUSES)}
          />
        </Field>
        <Field label="Result" id={id('result')}>
          <Choice
            id={id('result')}
            value={filters.result}
            onChange={choose('result')}
            all="Any result"
            options={labelled(RESULTS, { breakeven: 'Break-even' })}
          />
        </Field>
        <Field label="Strategy" id={id('strategy')}>
          <Choice
            id={id('strategy')}
            value={filters.strategy}
            onChange={choose('strategy')}
            all="Any strategy"
            options={lookups.strategies.map((strategy) => ({ value: strategy.id, label: strategy.name }))}
          />
        </Field>
        <Field label="Tag" id={id('tag')}>
          <Choice
            id={id('tag')}
            value={filters.tag}
            onChange={choose('tag')}
            all="Any tag"
            options={lookups.tags.map((tag) => ({ value: tag.id, label: tag.name }))}
          />
        </Field>
        <Field label="Asset class" id={id('asset')}>
          <Choice
            id={id('asset')}
            value={filters.asset}
            onChange={choose('asset')}
            all="Any asset"
            options={labelled(ASSET_CLASSES, { cfd: 'CFD' })}
          />
        </Field>
        <Field label="R from" id={id('rMin')}>
          <TypedFilter
            id={id('rMin')}
            inputMode="decimal"
            value={filters.rMin}
            onCommit={choose('rMin')}
            placeholder="Any"
          />
        </Field>
        <Field label="R to" id={id('rMax')}>
          <TypedFilter
            id={id('rMax')}
            inputMode="decimal"
            value={filters.rMax}
            onCommit={choose('rMax')}
            placeholder="Any"
          />
        </Field>
      </div>
    </div>
  );
});
