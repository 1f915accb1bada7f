import type { ErrorCode } from '../catalogue/index.ts';
import { errorCatalogue } from '../catalogue/index.ts';
import type { ErrorCategory } from '../types.ts';
import { isErrorCategory } from '../types.ts';
import { codeRule } from './code-rules.ts';
import type { ErrorShape } from './inspect.ts';
import { inspectError, keywordText } from './inspect.ts';
import { categoryDefaults, keywordRules, matchRules, phraseRules } from './keyword-rules.ts';

export { inspectError, keywordText } from './inspect.ts';
export type { ErrorInfo, ErrorShape } from './inspect.ts';
export { categoryDefaults, keywordRules } from './keyword-rules.ts';

/** The category a library's error belongs to when nothing more specific matched. */
const shapeCategory: Readonly<Partial<Record<ErrorShape, ErrorCategory>>> = {
  auth: 'AUTH',
  postgrest: 'DB',
  storage: 'STORAGE',
  realtime: 'NETWORK',
};

/**
 * The catalogue code for any thrown value, supabase-js error object or message string.
 *
 * Without a category: the error's structured fields first (GoTrue code, PGRST/SQLSTATE code,
 * storage code or status, HTTP status, error class name, errno on the cause), then
 * well-known library messages (chunk loads, fetch failures, offline, timeouts...), then the
 * keyword rules and default of the category its shape implies (auth -> AUTH, PostgREST ->
 * DB, storage -> STORAGE), else SYSTEM-004.
 *
 * With a category: only that category's rules apply — a structured match counts only when it
 * lands in that category, then that category's keyword rules, then its default. The result
 * is always a code of that category.
 */
export function classifyError(error: unknown, category?: ErrorCategory): ErrorCode {
  const info = inspectError(error);
  const structured = codeRule(info);
  const text = keywordText(info);
  // An unknown category (a caller outside TypeScript) is ignored rather than trusted.
  if (isErrorCategory(category)) {
    if (structured !== undefined && errorCatalogue[structured].category === category) return structured;
    return matchRules(keywordRules[category], text) ?? categoryDefaults[category];
  }
  if (structured !== undefined) return structured;
  const phrase = matchRules(phraseRules, text);
  if (phrase !== undefined) return phrase;
  const implied = shapeCategory[info.shape];
  if (implied !== undefined) return matchRules(keywordRules[implied], text) ?? categoryDefaults[implied];
  return 'SYSTEM-004';
}
