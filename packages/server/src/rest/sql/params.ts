import { RestError } from '../errors.ts';

/** Collects bind parameters; every value of a request reaches PostgreSQL only through here. */
export class Params {
  readonly values: unknown[] = [];

  /** A placeholder for `value`; `cast` (a type from the schema cache) is appended when given. */
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    const placeholder = `$${this.values.length}`;
    return cast ? `${placeholder}::${cast}` : placeholder;
  }
}

/**
 * A quoted identifier. Names come from the schema cache; aliases (output names) are the only
 * request-supplied identifiers, and quoting makes them inert.
 */
export function ident(name: string): string {
  if (name.includes('\u0000'))
    throw new RestError(400, 'PGRST100', 'Identifiers cannot contain NUL characters');
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/** A CSV/array literal element, double-quoted with backslash escapes. */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}
