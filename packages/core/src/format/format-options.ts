// The trader's display choices (user_settings) that every figure and date on the page follows.

export const NUMBER_FORMATS = ['1,234.56', '1.234,56', '1 234,56', "1'234.56"] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];

export const DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export interface DisplayFormat {
  numberFormat: NumberFormat;
  dateFormat: DateFormat;
  /** IANA zone every instant is shown in (the profile's). */
  timeZone: string;
  /** Privacy mode: money amounts are masked, R and % stay. */
  privacy: boolean;
}

/** The database's defaults, which are how the app read before the choices existed. */
export const DEFAULT_DISPLAY_FORMAT: DisplayFormat = {
  numberFormat: '1,234.56',
  dateFormat: 'YYYY-MM-DD',
  timeZone: 'UTC',
  privacy: false,
};

/** The true minus sign: a hyphen is narrower than the digits and breaks a column of figures. */
export const MINUS = '\u2212';
export const NOT_AVAILABLE = '—';
export const INFINITE = '∞';
/** What a money amount reads under privacy mode, and what a screen reader is told instead. */
export const PRIVACY_MASK = '•••';
export const PRIVACY_LABEL = 'hidden';

export function isNumberFormat(value: unknown): value is NumberFormat {
  return (NUMBER_FORMATS as readonly unknown[]).includes(value);
}

export function isDateFormat(value: unknown): value is DateFormat {
  return (DATE_FORMATS as readonly unknown[]).includes(value);
}
