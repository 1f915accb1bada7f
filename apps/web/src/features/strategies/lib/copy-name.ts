import { MAX_NAME_LENGTH, sameName } from './playbook-form';

/**
 * The name of a playbook's copy: "<name> (copy)", then "(copy 2)", "(copy 3)"... until one is free
 * among `taken` (whatever its capitals); the original name is shortened when the suffix would pass
 * the length limit.
 */
export function copyName(name: string, taken: readonly string[]): string {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
    const candidate = `${name.slice(0, MAX_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
    if (!taken.some((other) => sameName(other, candidate))) return candidate;
  }
}
