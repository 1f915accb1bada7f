import { recordError } from '@/features/errors/record-error';
import { isDuplicateName } from '@/lib/errors';

/** What the wizard's new-account form says when the account was not made; anything unexpected is recorded. */
export function newAccountFailure(error: unknown): string {
  if (isDuplicateName(error)) return 'You already have an account with this name.';
  const record = recordError(error);
  return `${record.userMessage} (${record.code})`;
}
