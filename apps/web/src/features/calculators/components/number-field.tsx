import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { Field, type FieldProps } from './field';

export interface NumberFieldProps extends FieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Shown inside the field after the figure: USD, %, pips, shares. */
  unit?: string | undefined;
  placeholder?: string;
}

/**
 * A figure typed as text (thousands separators allowed), right-aligned with tabular numerals so a
 * column of inputs reads like a column of results. The decimal keypad opens on phones.
 */
export function NumberField({ value, onChange, unit, placeholder, ...field }: NumberFieldProps) {
  return (
    <Field {...field}>
      {({ inputId, describedBy, invalid }) => (
        // The unit is read out with the field's description (its label stays the plain name).
        <div className="relative">
          <Input
            id={inputId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={value}
            placeholder={placeholder}
            aria-invalid={invalid || undefined}
            aria-describedby={unit ? [`${inputId}-unit`, describedBy].filter(Boolean).join(' ') : describedBy}
            onChange={(event) => onChange(event.target.value)}
            className={cn('text-right tabular-nums', unit && 'pr-14')}
          />
          {unit && (
            <span
              id={`${inputId}-unit`}
              className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-muted-foreground"
            >
              {unit}
            </span>
          )}
        </div>
      )}
    </Field>
  );
}
