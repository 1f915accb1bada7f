/**
 * The deepest nesting of arrays and objects a JSON request body may have. PostgreSQL reads JSON
 * recursively: a body nested 100,000 levels (a few hundred kilobytes) exhausts its stack, and on
 * the embedded database takes the whole server down. A journal's documents (a draw board's scene,
 * a playbook's rules) nest fewer than 20 levels.
 */
export const MAX_JSON_DEPTH = 512;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether the JSON text nests arrays and objects deeper than `max`; brackets inside strings do not count. */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  // A text this short cannot open more than `max` brackets.
  if (text.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}
