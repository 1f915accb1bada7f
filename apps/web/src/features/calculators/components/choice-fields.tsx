import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { Field, type FieldProps } from './field';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

export interface ChoiceFieldProps<V extends string> extends FieldProps {
  value: V;
  onChange: (value: V) => void;
  options: readonly Choice<V>[];
}

function pick<V extends string>(options: readonly Choice<V>[], raw: string): V | undefined {
  return options.find((option) => option.value === raw)?.value;
}

/** A drop-down of fixed options (the browser's own, so it works the same on a phone). */
export function SelectField<V extends string>({ value, onChange, options, ...field }: ChoiceFieldProps<V>) {
  return (
    <Field {...field}>
      {({ inputId, describedBy, invalid }) => (
        <NativeSelect
          id={inputId}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const next = pick(options, event.target.value);
            if (next !== undefined) onChange(next);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

/**
 * Two to four options side by side (long / short, up / down): radio buttons underneath, so Tab
 * enters the group once and the arrow keys move between options.
 */
export function SegmentedField<V extends string>({
  label,
  hint,
  error,
  className,
  value,
  onChange,
  options,
}: ChoiceFieldProps<V>) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset
      className={cn('flex min-w-0 flex-col gap-1.5', className)}
      aria-describedby={hint ? hintId : undefined}
    >
      <legend className="mb-1.5 text-sm leading-none font-medium">{label}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-muted p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className="relative flex h-7 cursor-pointer items-center justify-center rounded-md px-2 text-sm font-medium text-muted-foreground transition-colors has-checked:bg-background has-checked:text-foreground has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && <p className="text-xs text-destructive">{error}</p>}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
