// Figures as the performance and risk pages' charts and tables tell them: money with its currency
// and sign, R, %, ratios, durations; ∞ and — for the figures that have no finite value.
const MINUS = '\u2212';
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(currency, format);
  }
  return format;
}

const fixed = (digits: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const twoDecimals = fixed(2);
const oneDecimal = fixed(1);
const whole = fixed(0);

// A value that rounds to zero is told without a sign: "−$0.00" reads as a loss that is not there.
function withSign(
  value: number,
  digits: number,
  body: (magnitude: number) => string,
  signed: boolean,
): string {
  const rounded = Number(value.toFixed(digits));
  const text = body(Math.abs(value));
  if (rounded === 0) return text;
  if (rounded < 0) return `${MINUS}${text}`;
  return signed ? `+${text}` : text;
}

function special(value: number | null): string | null {
  if (value === null || Number.isNaN(value)) return '—';
  if (value === Infinity) return '∞';
  if (value === -Infinity) return `${MINUS}∞`;
  return null;
}

export function formatMoney(value: number | null, currency: string, signed = true): string {
  return special(value) ?? withSign(value ?? 0, 2, (m) => moneyFormat(currency).format(m), signed);
}

export function formatR(value: number | null, signed = true): string {
  return special(value) ?? `${withSign(value ?? 0, 2, (m) => twoDecimals.format(m), signed)}R`;
}

export function formatPercent(value: number | null, signed = false): string {
  return special(value) ?? `${withSign(value ?? 0, 1, (m) => oneDecimal.format(m), signed)}%`;
}

export function formatRatio(value: number | null, signed = false): string {
  return special(value) ?? withSign(value ?? 0, 2, (m) => twoDecimals.format(m), signed);
}

export function formatCount(value: number | null): string {
  return special(value) ?? whole.format(value ?? 0);
}

/** A duration in the two largest units that matter: "3d 4h", "2h 05m", "12m". */
export function formatMinutes(value: number | null): string {
  const text = special(value);
  if (text !== null) return text;
  const minutes = Math.round(value ?? 0);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${String(rest).padStart(2, '0')}m`;
  return `${rest}m`;
}

export function formatMilliseconds(value: number | null): string {
  return formatMinutes(value === null ? null : value / 60_000);
}
