import { DATE_PRESETS, type AnalyticsFilter, type DatasetSummary, type DatePreset } from '@edgelog/core';
import { SlidersHorizontalIcon, XIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { cn } from '@/lib/utils';
import { useAnalyticsFilter } from '../../hooks/use-analytics-filter';
import {
  CLEARED,
  PRESET_LABELS,
  activeFilterCount,
  assetClassChoices,
  customRange,
  narrowsTrades,
  type Choice,
} from './filter-summary';
import { MultiSelect } from './multi-select';
import { useAccountChoices } from './use-account-choices';

interface ControlsProps {
  filter: AnalyticsFilter;
  setFilter: (patch: Partial<AnalyticsFilter>) => void;
  dataset: DatasetSummary | undefined;
  /** Stacked in the phone's sheet, in a row on a wide screen. */
  stacked: boolean;
  without?: readonly FixedDimension[];
}

/** A filter a page fixes itself (a playbook's page is always that playbook), so it offers no choice. */
export type FixedDimension = 'strategies' | 'tags';

function Field({ label, htmlFor, children }: { label: string; htmlFor?: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {htmlFor ? (
        <label htmlFor={htmlFor} className="text-xs font-medium text-muted-foreground">
          {label}
        </label>
      ) : (
        <span className="text-xs font-medium text-muted-foreground">{label}</span>
      )}
      {children}
    </div>
  );
}

function FilterControls({ filter, setFilter, dataset, stacked, without = [] }: ControlsProps) {
  const id = useId();
  const accounts: Choice[] =
    useAccountChoices() ??
    dataset?.accounts.map((account) => ({
      id: account.id,
      label: `${account.name} (${account.currency})`,
    })) ??
    [];
  // A page fixed to one playbook (or tag) has no choice to offer there.
  const strategies: Choice[] = without.includes('strategies')
    ? []
    : (dataset?.strategies.map((item) => ({ id: item.id, label: item.name })) ?? []);
  const tags: Choice[] = without.includes('tags')
    ? []
    : (dataset?.tags.map((tag) => ({
        id: tag.id,
        label: tag.group ? `${tag.name} · ${tag.group}` : tag.name,
      })) ?? []);
  const width = stacked ? 'w-full' : 'w-44';
  return (
    <>
      <Field label="Period" htmlFor={`${id}-period`}>
        <NativeSelect
          id={`${id}-period`}
          value={filter.preset}
          className={stacked ? undefined : 'w-40'}
          onChange={(event) => {
            const preset = event.target.value as DatePreset;
            setFilter(preset === 'custom' ? customRange(filter.from ?? '', filter.to ?? '') : { preset });
          }}
        >
          {DATE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {PRESET_LABELS[preset]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {filter.preset === 'custom' && (
        <>
          <Field label="From" htmlFor={`${id}-from`}>
            <Input
              id={`${id}-from`}
              type="date"
              value={filter.from ?? ''}
              max={filter.to ?? undefined}
              onChange={(event) => setFilter(customRange(event.target.value, filter.to ?? ''))}
              className={stacked ? undefined : 'w-40'}
            />
          </Field>
          <Field label="To" htmlFor={`${id}-to`}>
            <Input
              id={`${id}-to`}
              type="date"
              value={filter.to ?? ''}
              min={filter.from ?? undefined}
              onChange={(event) => setFilter(customRange(filter.from ?? '', event.target.value))}
              className={stacked ? undefined : 'w-40'}
            />
          </Field>
        </>
      )}
      <Field label="Accounts">
        <MultiSelect
          label="Accounts"
          plural="accounts"
          choices={accounts}
          selected={filter.accountIds}
          onChange={(accountIds) => setFilter({ accountIds })}
          className={width}
        />
      </Field>
      {strategies.length > 0 && (
        <Field label="Strategies">
          <MultiSelect
            label="Strategies"
            plural="strategies"
            choices={strategies}
            selected={filter.strategyIds}
            onChange={(strategyIds) => setFilter({ strategyIds })}
            className={width}
          />
        </Field>
      )}
      {tags.length > 0 && (
        <Field label="Tags">
          <MultiSelect
            label="Tags"
            plural="tags"
            choices={tags}
            selected={filter.tagIds}
            onChange={(tagIds) => setFilter({ tagIds })}
            className={width}
          />
        </Field>
      )}
      <Field label="Asset classes">
        <MultiSelect
          label="Asset classes"
          plural="asset classes"
          choices={assetClassChoices(filter.assetClasses)}
          selected={filter.assetClasses}
          onChange={(assetClasses) => setFilter({ assetClasses })}
          className={width}
        />
      </Field>
      <Field label="P&L">
        <div role="group" aria-label="P&L basis" className="flex h-9 rounded-md border p-0.5">
          {(['net', 'gross'] as const).map((basis) => (
            <button
              key={basis}
              type="button"
              aria-pressed={filter.basis === basis}
              title={basis === 'net' ? 'After commissions and fees' : 'Before commissions and fees'}
              onClick={() => setFilter({ basis })}
              className={cn(
                'flex-1 rounded-sm px-3 text-sm font-medium text-muted-foreground aria-pressed:bg-primary aria-pressed:text-primary-foreground',
              )}
            >
              {basis === 'net' ? 'Net' : 'Gross'}
            </button>
          ))}
        </div>
      </Field>
    </>
  );
}

export interface FilterBarProps {
  /** The loaded dataset: the strategies and tags to choose from. */
  dataset: DatasetSummary | undefined;
  without?: readonly FixedDimension[];
}

/** The one filter every analytics page shares, kept in the URL; a sheet behind a button on a phone. */
export function FilterBar({ dataset, without }: FilterBarProps) {
  const { filter, setFilter } = useAnalyticsFilter();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filter);
  const clear = narrowsTrades(filter) && (
    <Button variant="ghost" onClick={() => setFilter(CLEARED)} className="self-end">
      <XIcon aria-hidden />
      Clear filters
    </Button>
  );

  if (isMobile) {
    return (
      <div
        role="search"
        aria-label="Analytics filters"
        className="flex items-center gap-2"
        data-filter-bar="sheet"
      >
        <Button variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
          <SlidersHorizontalIcon aria-hidden />
          Filters{count > 0 ? ` (${count})` : ''}
        </Button>
        <span className="truncate text-sm text-muted-foreground">{PRESET_LABELS[filter.preset]}</span>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent className="max-h-[90dvh] overflow-y-auto">
            <DialogHeader>
              <DialogTitle>Filters</DialogTitle>
              <DialogDescription>Every analytics page shows the trades of these filters.</DialogDescription>
            </DialogHeader>
            <div className="flex flex-col gap-3">
              <FilterControls
                filter={filter}
                setFilter={setFilter}
                dataset={dataset}
                without={without}
                stacked
              />
            </div>
            <DialogFooter className="flex-row justify-between gap-2">
              {clear || <span />}
              <Button onClick={() => setOpen(false)}>Show figures</Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </div>
    );
  }

  return (
    <div
      role="search"
      aria-label="Analytics filters"
      className="flex flex-wrap items-end gap-x-3 gap-y-2"
      data-filter-bar="inline"
    >
      <FilterControls
        filter={filter}
        setFilter={setFilter}
        dataset={dataset}
        without={without}
        stacked={false}
      />
      {clear}
    </div>
  );
}
