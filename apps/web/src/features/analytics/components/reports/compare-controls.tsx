import { DATE_PRESETS, type AnalyticsFilter, type DatasetSummary } from '@edgelog/core';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { presetLabel } from '../../lib/reports-print';

/**
 * The right side of a comparison: its own period and account; the other filters are the page's.
 * Two periods of one account, or two accounts over one period, are both a comparison.
 */
export function CompareControls({
  filter,
  accounts,
  onChange,
}: {
  filter: AnalyticsFilter;
  accounts: DatasetSummary['accounts'];
  onChange: (filter: AnalyticsFilter) => void;
}) {
  const account = filter.accountIds.length === 1 ? (filter.accountIds[0] ?? '') : '';
  return (
    <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Compare with" data-print-hide>
      <div className="flex min-w-40 flex-col gap-1.5">
        <Label htmlFor="reports-compare-period" className="text-xs text-muted-foreground">
          B: period
        </Label>
        <NativeSelect
          id="reports-compare-period"
          value={filter.preset}
          onChange={(event) => {
            const preset = DATE_PRESETS.find((p) => p === event.target.value);
            if (preset) onChange({ ...filter, preset, from: null, to: null });
          }}
        >
          {DATE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {presetLabel(preset)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {filter.preset === 'custom' && (
        <>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="reports-compare-from" className="text-xs text-muted-foreground">
              B: from
            </Label>
            <Input
              id="reports-compare-from"
              type="date"
              value={filter.from ?? ''}
              max={filter.to ?? undefined}
              onChange={(event) => onChange({ ...filter, from: event.target.value || null })}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="reports-compare-to" className="text-xs text-muted-foreground">
              B: to
            </Label>
            <Input
              id="reports-compare-to"
              type="date"
              value={filter.to ?? ''}
              min={filter.from ?? undefined}
              onChange={(event) => onChange({ ...filter, to: event.target.value || null })}
            />
          </div>
        </>
      )}
      {accounts.length > 1 && (
        <div className="flex min-w-40 flex-col gap-1.5">
          <Label htmlFor="reports-compare-account" className="text-xs text-muted-foreground">
            B: account
          </Label>
          <NativeSelect
            id="reports-compare-account"
            value={account}
            onChange={(event) =>
              onChange({ ...filter, accountIds: event.target.value === '' ? [] : [event.target.value] })
            }
          >
            <option value="">Same as A</option>
            {accounts.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </div>
  );
}
