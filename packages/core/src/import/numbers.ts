// Numbers as brokers write them: "1,234.50", "1.234,50", "1 234,5", "(12.50)", "$1,200", "12.5-",
// "EUR 3,20". The decimal separator is told, never guessed: "1,500" is fifteen hundred with a
// point decimal and one and a half with a comma decimal, and the file cannot say which.

export type DecimalSeparator = '.' | ',';

const CURRENCY_SIGNS = /[$€£¥₹₩₽₺₪฿]/g;
const CURRENCY_CODE = /^[A-Z]{3}\s*|\s*[A-Z]{3}$/g;
const GROUP_SPACES = /[\s\u00a0\u202f']/g;
const PLAIN = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

function groupsValid(integer: string, separator: string): boolean {
  const groups = integer.split(separator);
  const [first] = groups;
  if (first === undefined || first.length < 1 || first.length > 3) return false;
  for (let i = 1; i < groups.length; i++) if (groups[i]?.length !== 3) return false;
  return true;
}

const CODE_0 = 48;
const CODE_9 = 57;

/**
 * Plain "-1234.5" (or "-1234,5" with a comma decimal) read without the regular expressions the
 * general case needs: most cells of most files are written so.
 */
function simpleNumber(text: string, decimal: DecimalSeparator): number | null {
  const point = decimal.charCodeAt(0);
  const start = text.charCodeAt(0) === 45 ? 1 : 0;
  if (start === text.length) return null;
  let seenPoint = -1;
  for (let i = start; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= CODE_0 && code <= CODE_9) continue;
    if (code === point && seenPoint < 0 && i > start && i < text.length - 1) {
      seenPoint = i;
      continue;
    }
    return null;
  }
  const number = Number(
    decimal === '.' || seenPoint < 0 ? text : `${text.slice(0, seenPoint)}.${text.slice(seenPoint + 1)}`,
  );
  return number === 0 ? 0 : number;
}

/** The number written in `text`, or null when it is blank or not a number in that notation. */
export function parseNumber(text: string, decimal: DecimalSeparator = '.'): number | null {
  let value = text.trim();
  if (value === '') return null;
  const simple = simpleNumber(value, decimal);
  if (simple !== null) return simple;
  let negative = false;
  // "$(59.00)" and "($59.00)" alike: the sign outside the parentheses or in them.
  value = value.replace(CURRENCY_SIGNS, '').replace(CURRENCY_CODE, '').trim();
  if (value.startsWith('(') && value.endsWith(')')) {
    negative = true;
    value = value.slice(1, -1).replace(CURRENCY_CODE, '').trim();
  }
  const first = value[0];
  if (first === '-' || first === '\u2212' || first === '+') {
    negative = negative !== (first !== '+');
    value = value.slice(1).trim();
  } else if (value.endsWith('-')) {
    negative = !negative;
    value = value.slice(0, -1).trim();
  }
  value = value.replace(GROUP_SPACES, '');
  const group = decimal === '.' ? ',' : '.';
  const point = value.indexOf(decimal);
  if (point !== value.lastIndexOf(decimal)) return null;
  const integer = point < 0 ? value : value.slice(0, point);
  const fraction = point < 0 ? '' : value.slice(point + 1);
  if (fraction.includes(group)) return null;
  if (integer.includes(group) && !groupsValid(integer, group)) return null;
  const plain = integer.split(group).join('') + (point < 0 ? '' : `.${fraction}`);
  if (!PLAIN.test(plain)) return null;
  const number = Number(plain);
  if (!Number.isFinite(number)) return null;
  return negative && number !== 0 ? -number : number;
}
