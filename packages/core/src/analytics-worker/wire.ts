// Figures sent as JSON between the server and the worker. JSON has no Infinity, -Infinity or NaN
// (a profit factor without losses, an empty bucket's bound), which JSON.stringify would turn into
// null: they travel as a one-key object the reader turns back, so a figure computed on the server
// is the figure the worker would have computed.
const NON_FINITE = '$number';

function encodeValue(_key: string, value: unknown): unknown {
  if (typeof value === 'number' && !Number.isFinite(value)) return { [NON_FINITE]: String(value) };
  return value;
}

function decodeValue(_key: string, value: unknown): unknown {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === NON_FINITE) {
      const text = (value as Record<string, unknown>)[NON_FINITE];
      if (text === 'Infinity') return Infinity;
      if (text === '-Infinity') return -Infinity;
      if (text === 'NaN') return NaN;
    }
  }
  return value;
}

/** A value of figures as JSON text, non-finite numbers kept. */
export function encodeFigures(value: unknown): string {
  return JSON.stringify(value, encodeValue);
}

/** What encodeFigures wrote, as it was. */
export function decodeFigures(text: string): unknown {
  // A reviver is called for every value: several times slower on a 15 MB rolling series, which
  // seldom holds a number JSON cannot write.
  return text.includes(`"${NON_FINITE}"`) ? JSON.parse(text, decodeValue) : JSON.parse(text);
}
