import { DIMENSIONS, type Dimension } from '@edgelog/core';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { DIMENSION_LABELS } from '../../lib/reports-labels';

/** A labelled picker of the breakdown dimensions (every one the engine knows). */
export function DimensionSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: Dimension;
  onChange: (dimension: Dimension) => void;
}) {
  return (
    <div className="flex min-w-40 flex-col gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => {
          const picked = DIMENSIONS.find((dimension) => dimension === event.target.value);
          if (picked) onChange(picked);
        }}
      >
        {DIMENSIONS.map((dimension) => (
          <option key={dimension} value={dimension}>
            {DIMENSION_LABELS[dimension]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
