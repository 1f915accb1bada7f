import type { ReactNode } from 'react';

/** Options side by side as radio buttons: Tab enters the group once, arrow keys move within it. */
export function RadioChoice({
  legend,
  name,
  options,
  register,
}: {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  register: (value: string) => ReactNode;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm leading-none font-medium">{legend}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-muted p-1" data-choice={name}>
        {options.map((option) => (
          <label
            key={option.value}
            className="relative flex h-8 cursor-pointer items-center justify-center rounded-md px-2 text-sm font-medium text-muted-foreground transition-colors has-checked:bg-background has-checked:text-foreground has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-ring"
          >
            {register(option.value)}
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
