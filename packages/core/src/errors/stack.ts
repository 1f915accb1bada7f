/** Where an error was thrown, read from the first frame of its stack. */
export interface StackLocation {
  fileName: string;
  lineNumber: number;
  columnNumber: number | null;
}

// V8 (Chrome, Edge, Node): "    at fn (https://host/app.js:10:5)" or "    at https://host/app.js:10:5".
const V8_IN_PARENS = /\(([^()]+):(\d+):(\d+)\)$/;
const V8_BARE = /^([^()\s]+):(\d+):(\d+)$/;
// Firefox and Safari: "fn@https://host/app.js:10:5", "@https://host/app.js:10:5" (Safari may omit the column).
const GECKO = /@(.+?):(\d+)(?::(\d+))?$/;

function location(
  fileName: string | undefined,
  line: string | undefined,
  column: string | undefined,
): StackLocation | null {
  if (!fileName || line === undefined) return null;
  return { fileName, lineNumber: Number(line), columnNumber: column === undefined ? null : Number(column) };
}

/** File, line and column of the first frame of a V8 or Firefox/Safari stack; null when none can be read. */
export function parseStackLocation(stack: string | null | undefined): StackLocation | null {
  if (!stack) return null;
  const lines = stack.split('\n').map((line) => line.trim());
  const isV8 = lines.some((line) => line.startsWith('at '));
  for (const line of lines) {
    if (isV8) {
      if (!line.startsWith('at ')) continue;
      const rest = line.slice(3);
      const match = V8_IN_PARENS.exec(rest) ?? V8_BARE.exec(rest);
      const found = match ? location(match[1], match[2], match[3]) : null;
      if (found) return found;
    } else {
      const match = GECKO.exec(line);
      const found = match ? location(match[1], match[2], match[3]) : null;
      if (found) return found;
    }
  }
  return null;
}
