import { passwordRules } from '../../lib/password-rules';
import { CheckIcon, CircleIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The server's password rules, each ticked as the typed password meets it. */
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
    <ul id={id} aria-label="Password rules" className="grid gap-1 text-xs sm:grid-cols-2">
      {rules.map((rule) => (
        <li
          key={rule.id}
          data-met={rule.met}
          className={cn('flex items-center gap-1.5', rule.met ? 'text-foreground' : 'text-muted-foreground')}
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
  );
}
