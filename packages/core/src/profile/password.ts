// What the password fields show as the trader types: the rules, met or not, and a strength meter.
// The server requires only a minimum length (PASSWORD_MIN_LENGTH, read by the app from its
// config); the character kinds are advice unless the config asks for them.

export type PasswordRuleId = 'length' | 'lower' | 'upper' | 'digit' | 'symbol';

export interface PasswordRule {
  id: PasswordRuleId;
  label: string;
  met: boolean;
  /** Whether the server refuses a password without it; the others make it stronger. */
  required: boolean;
}

export interface PasswordRuleOptions {
  minLength: number;
  /** Character kinds the server requires as well (none by default). */
  require?: ReadonlyArray<Exclude<PasswordRuleId, 'length'>>;
}

const KINDS: ReadonlyArray<{ id: Exclude<PasswordRuleId, 'length'>; label: string; test: RegExp }> = [
  { id: 'lower', label: 'A lower-case letter', test: /\p{Ll}/u },
  { id: 'upper', label: 'An upper-case letter', test: /\p{Lu}/u },
  { id: 'digit', label: 'A digit', test: /\p{Nd}/u },
  { id: 'symbol', label: 'A symbol or space', test: /[^\p{L}\p{Nd}]/u },
];

// Code points, as the server counts the length.
const lengthOf = (password: string) => [...password].length;

export function passwordRules(password: string, options: PasswordRuleOptions): PasswordRule[] {
  const min = Math.max(1, Math.floor(options.minLength));
  const required = new Set(options.require ?? []);
  return [
    { id: 'length', label: `At least ${min} characters`, met: lengthOf(password) >= min, required: true },
    ...KINDS.map((kind) => ({
      id: kind.id,
      label: kind.label,
      met: kind.test.test(password),
      required: required.has(kind.id),
    })),
  ];
}

/** Whether every rule the server enforces is met (the others only raise the strength). */
export const passwordAccepted = (rules: readonly PasswordRule[]): boolean =>
  rules.every((rule) => rule.met || !rule.required);

export type PasswordStrengthScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  score: PasswordStrengthScore;
  label: 'Too weak' | 'Weak' | 'Fair' | 'Strong' | 'Very strong';
}

const LABELS: readonly PasswordStrength['label'][] = ['Too weak', 'Weak', 'Fair', 'Strong', 'Very strong'];

// Passwords every guessing list starts with; a password that is one of them, give or take a
// trailing number or symbol, is too weak whatever its length.
const COMMON = new Set([
  'password',
  'passw0rd',
  'qwerty',
  'qwertyuiop',
  'azerty',
  'letmein',
  'welcome',
  'iloveyou',
  'admin',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'trustno1',
  'abc123',
  'trading',
  'trader',
  'bitcoin',
]);

/** Characters that repeat or run in sequence (aaaa, 1234, abcd) add little to guess. */
function effectiveLength(password: string): number {
  const chars = [...password];
  let effective = 0;
  for (let i = 0; i < chars.length; i += 1) {
    const code = chars[i]!.codePointAt(0)!;
    const prev = i > 0 ? chars[i - 1]!.codePointAt(0)! : undefined;
    const step = prev === undefined ? undefined : code - prev;
    effective += step === 0 || step === 1 || step === -1 ? 0.25 : 1;
  }
  return effective;
}

/**
 * A rough guessing cost in bits: the effective length times the bits of the alphabet the
 * password draws from. Enough to tell a trader "add more" honestly, not a cracking estimate.
 */
export function passwordStrength(password: string): PasswordStrength {
  const bare = password.toLowerCase().replace(/[\d\W_]+$/u, '');
  if (password.length === 0 || COMMON.has(bare) || /^\d+$/.test(password)) {
    return { score: 0, label: 'Too weak' };
  }
  let alphabet = 0;
  if (/\p{Ll}/u.test(password)) alphabet += 26;
  if (/\p{Lu}/u.test(password)) alphabet += 26;
  if (/\p{Nd}/u.test(password)) alphabet += 10;
  if (/[^\p{L}\p{Nd}]/u.test(password)) alphabet += 33;
  if ([...password].some((c) => c.codePointAt(0)! > 0x7f)) alphabet += 64;
  const bits = effectiveLength(password) * Math.log2(Math.max(alphabet, 2));
  const score: PasswordStrengthScore = bits < 28 ? 0 : bits < 40 ? 1 : bits < 60 ? 2 : bits < 80 ? 3 : 4;
  return { score, label: LABELS[score]! };
}
