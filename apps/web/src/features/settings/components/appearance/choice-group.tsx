import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface Choice<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

/**
 * A few exclusive choices shown side by side: native radio buttons (arrow keys move between them,
 * screen readers announce the group), drawn as a segmented control.
 */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  hint,
  choices,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  hint?: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" aria-describedby={hintId} data-field={legend}>
      <legend className="mb-1.5 text-sm leading-none font-medium">{legend}</legend>
      <div className="flex w-fit max-w-full flex-wrap gap-1 rounded-lg border bg-muted/50 p-1">
        {choices.map((choice) => {
          const id = `${name}-${choice.value}`;
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer items-center gap-1.5 rounded-md px-3 py-1.5 text-sm text-muted-foreground transition-colors hover:text-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                checked && 'bg-background font-medium text-foreground shadow-xs',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="sr-only"
              />
              {choice.icon}
              {choice.label}
            </label>
          );
        })}
      </div>
      {hint && (
        <p id={hintId} className="text-xs leading-snug text-muted-foreground">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
