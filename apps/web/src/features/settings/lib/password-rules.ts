/**
 * The password rules shown as the trader types. The server enforces the length only
 * (PASSWORD_MIN_LENGTH); the other rules make a password stronger and are shown as advice.
 */
export interface PasswordRule {
  id: 'length' | 'lower' | 'upper' | 'digit' | 'symbol';
  label: string;
  met: boolean;
  /** The server refuses a password that misses it. */
  required: boolean;
}

export function passwordRules(password: string, options: { minLength: number }): PasswordRule[] {
  const length = [...password].length;
  return [
    {
      id: 'length',
      label: `At least ${options.minLength} characters`,
      met: length >= options.minLength,
      required: true,
    },
    { id: 'lower', label: 'A lowercase letter', met: /\p{Ll}/u.test(password), required: false },
    { id: 'upper', label: 'An uppercase letter', met: /\p{Lu}/u.test(password), required: false },
    { id: 'digit', label: 'A digit', met: /\p{Nd}/u.test(password), required: false },
    { id: 'symbol', label: 'A symbol or space', met: /[^\p{L}\p{Nd}]/u.test(password), required: false },
  ];
}
