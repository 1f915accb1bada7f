import { useId, type ReactNode } from 'react';

/** A titled group of fields spanning the form's width (Trade, Account and risk). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="col-span-full grid gap-4 sm:grid-cols-2">
      <h3
        id={id}
        className="col-span-full border-b pb-1.5 text-xs font-medium tracking-wide text-muted-foreground uppercase"
      >
        {title}
      </h3>
      {children}
    </div>
  );
}
