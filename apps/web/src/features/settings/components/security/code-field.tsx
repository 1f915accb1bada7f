import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';

/** Six digits from the authenticator app; spaces a phone may add are dropped. */
export function readCode(text: string): string | null {
  const digits = text.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

export function CodeField({
  id,
  value,
  onChange,
  error,
  autoFocus = false,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoFocus?: boolean;
}) {
  return (
    <FormField
      id={id}
      label="Authentication code"
      error={error}
      hint="The 6 digits your authenticator app shows now."
    >
      {(a11y) => (
        <Input
          {...a11y}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          autoFocus={autoFocus}
          className="max-w-40 text-center font-mono text-lg tracking-[0.3em]"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
