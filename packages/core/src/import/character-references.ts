// Character references of the HTML and XML statements brokers write: `&amp;` and the other four XML
// names, and numeric ones (`&#47;`, `&#x2212;`). One reading for every format that decodes them.

/** The five entities XML names; HTML readers add their own (`&nbsp;`). */
export const XML_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/**
 * The character a numeric reference's name (`#47`, `#x2212`) stands for; U+FFFD for a number no
 * character has (a damaged file must not stop the reading); null for a name that is not numeric.
 */
export function numericReference(name: string): string | null {
  if (!name.startsWith('#')) return null;
  const hex = name[1] === 'x' || name[1] === 'X';
  const code = hex ? parseInt(name.slice(2), 16) : Number(name.slice(1));
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
}
