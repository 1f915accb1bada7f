import { z } from 'zod';

/**
 * The trader's look-and-feel choices, one row of public.user_settings (decision 0017). The allowed
 * values are the database's check constraints; the defaults are the columns' defaults, so a trader
 * without a row sees exactly what the columns would hold.
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export const DENSITIES = ['comfortable', 'compact'] as const;
export const NUMBER_FORMATS = ['1,234.56', '1.234,56', '1 234,56', "1'234.56"] as const;
export const DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY'] as const;
export const WEEK_STARTS = [1, 0, 6] as const;
export const PNL_PALETTES = ['green-red', 'blue-orange'] as const;
export const REDUCED_MOTIONS = ['system', 'on', 'off'] as const;

export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = 'light' | 'dark';
export type Density = (typeof DENSITIES)[number];
export type NumberFormat = (typeof NUMBER_FORMATS)[number];
export type DateFormat = (typeof DATE_FORMATS)[number];
export type WeekStart = (typeof WEEK_STARTS)[number];
export type PnlPalette = (typeof PNL_PALETTES)[number];
export type ReducedMotion = (typeof REDUCED_MOTIONS)[number];

export interface Preferences {
  theme: Theme;
  density: Density;
  numberFormat: NumberFormat;
  dateFormat: DateFormat;
  weekStart: WeekStart;
  pnlPalette: PnlPalette;
  reducedMotion: ReducedMotion;
  privacyMode: boolean;
  defaultAccountId: string | null;
}

export type PreferencesPatch = Partial<Preferences>;

export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  theme: 'system',
  density: 'comfortable',
  numberFormat: '1,234.56',
  dateFormat: 'YYYY-MM-DD',
  weekStart: 1,
  pnlPalette: 'green-red',
  reducedMotion: 'system',
  privacyMode: false,
  defaultAccountId: null,
});

/** Each preference's column in user_settings. */
export const COLUMN_OF = {
  theme: 'theme',
  density: 'density',
  numberFormat: 'number_format',
  dateFormat: 'date_format',
  weekStart: 'week_start',
  pnlPalette: 'pnl_palette',
  reducedMotion: 'reduced_motion',
  privacyMode: 'privacy_mode',
  defaultAccountId: 'default_account_id',
} as const satisfies Record<keyof Preferences, string>;

export const PREFERENCE_COLUMNS = Object.values(COLUMN_OF).join(', ');

const rowSchema = z.object({
  theme: z.enum(THEMES),
  density: z.enum(DENSITIES),
  number_format: z.enum(NUMBER_FORMATS),
  date_format: z.enum(DATE_FORMATS),
  week_start: z.union([z.literal(1), z.literal(0), z.literal(6)]),
  pnl_palette: z.enum(PNL_PALETTES),
  reduced_motion: z.enum(REDUCED_MOTIONS),
  privacy_mode: z.boolean(),
  default_account_id: z.string().nullable(),
});

/** The preferences of a user_settings row; no row yet means every default. */
export function preferencesFromRow(row: unknown): Preferences {
  if (row === null || row === undefined) return { ...DEFAULT_PREFERENCES };
  const parsed = rowSchema.parse(row);
  return {
    theme: parsed.theme,
    density: parsed.density,
    numberFormat: parsed.number_format,
    dateFormat: parsed.date_format,
    weekStart: parsed.week_start,
    pnlPalette: parsed.pnl_palette,
    reducedMotion: parsed.reduced_motion,
    privacyMode: parsed.privacy_mode,
    defaultAccountId: parsed.default_account_id,
  };
}

/** The columns a patch writes: only the preferences it names. */
export function columnsOfPatch(patch: PreferencesPatch): Record<string, string | number | boolean | null> {
  const columns: Record<string, string | number | boolean | null> = {};
  for (const key of Object.keys(COLUMN_OF) as (keyof Preferences)[]) {
    const value = patch[key];
    if (value !== undefined) columns[COLUMN_OF[key]] = value;
  }
  return columns;
}

/**
 * What the page shows: the server's values with every save still in flight laid over them in the
 * order they were made, so a failed save can be taken out without undoing a later one.
 */
export function withPending(server: Preferences, pending: readonly PreferencesPatch[]): Preferences {
  return pending.reduce<Preferences>((shown, patch) => ({ ...shown, ...definedOnly(patch) }), server);
}

function definedOnly(patch: PreferencesPatch): PreferencesPatch {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
}

const cachedSchema = z.object({
  theme: z.enum(THEMES),
  density: z.enum(DENSITIES),
  numberFormat: z.enum(NUMBER_FORMATS),
  dateFormat: z.enum(DATE_FORMATS),
  weekStart: z.union([z.literal(1), z.literal(0), z.literal(6)]),
  pnlPalette: z.enum(PNL_PALETTES),
  reducedMotion: z.enum(REDUCED_MOTIONS),
  privacyMode: z.boolean(),
  defaultAccountId: z.string().nullable(),
});

/** Preferences kept by an earlier page (local storage), or null when they are not a whole valid set. */
export function preferencesFromCache(value: unknown): Preferences | null {
  const parsed = cachedSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function samePreferences(a: Preferences, b: Preferences): boolean {
  return (Object.keys(COLUMN_OF) as (keyof Preferences)[]).every((key) => a[key] === b[key]);
}

export function resolveTheme(theme: Theme, systemDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemDark ? 'dark' : 'light';
  return theme;
}

export function resolveReducedMotion(choice: ReducedMotion, systemReduces: boolean): boolean {
  return choice === 'on' || (choice === 'system' && systemReduces);
}
