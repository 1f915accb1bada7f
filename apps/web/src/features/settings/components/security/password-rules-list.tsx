import { passwordRules, passwordStrength, type PasswordStrengthScore } from '@edgelog/core';
import { CheckIcon, CircleIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The server's password rules, each ticked as the typed password meets it. */
const STRENGTH_TONE: Record<PasswordStrengthScore, string> = {
  0: 'bg-destructive',
  1: 'bg-destructive',
  2: 'bg-warning',
  3: 'bg-success',
  4: 'bg-success',
};

/** How hard the typed password is to guess, in five steps with words, never colour alone. */
function StrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <div className="flex items-center gap-3 text-xs" data-testid="password-strength">
      <div
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={label}
        className="flex h-1.5 w-32 gap-1"
      >
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn('flex-1 rounded-full', score >= step ? STRENGTH_TONE[score] : 'bg-muted')}
          />
        ))}
      </div>
      <span className="text-muted-foreground">{label}</span>
    </div>
  );
}

export function PasswordRulesList({
  id,
  password,
  minLength,
}: {
  id: string;
  password: string;
  minLength: number;
}) {
  const rules = passwordRules(password, { minLength });
  return (
    <div className="grid gap-2">
      {password !== '' && <StrengthMeter password={password} />}
      <ul id={id} aria-label="Password rules" className="grid gap-1 text-xs sm:grid-cols-2">
        {rules.map((rule) => (
          <li
            key={rule.id}
            data-met={rule.met}
            className={cn(
              'flex items-center gap-1.5',
              rule.met ? 'text-foreground' : 'text-muted-foreground',
            )}
          >
            {rule.met ? (
              <CheckIcon aria-hidden className="size-3.5 shrink-0 text-success" />
            ) : (
              <CircleIcon aria-hidden className="size-3.5 shrink-0" />
            )}
            <span>
              {rule.label}
              {!rule.required && <span className="text-muted-foreground"> (recommended)</span>}
              <span className="sr-only">{rule.met ? ' (met)' : ' (not yet)'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
