// For the sample journal's tests: exact decimals and clocks read independently of the generator
// (the clock through the platform's time-zone database, not through the generator's own rule).

/** Plain decimal text as an exact integer at `scale` decimals; throws if it has more decimals. */
export function unitsAt(text: string, scale: number): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`${text} is not plain decimal text`);
  const [, sign = '', whole = '', fraction = ''] = match;
  if (fraction.length > scale) throw new Error(`${text} has more than ${scale} decimals`);
  return BigInt(sign + whole + fraction.padEnd(scale, '0'));
}

export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** Sun .. Sat */
  weekday: string;
  /** Minutes after midnight, with seconds as a fraction. */
  minutes: number;
  /** The wall time as YYYY-MM-DDTHH:MM:SS. */
  text: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in an IANA time zone at an ISO 8601 instant. */
export function wallClock(iso: string, timeZone: string): WallClock {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}:${parts.second}`;
  return {
    date,
    weekday: parts.weekday ?? '',
    minutes: Number(parts.hour) * 60 + Number(parts.minute) + Number(parts.second) / 60,
    text: `${date}T${time}`,
  };
}
