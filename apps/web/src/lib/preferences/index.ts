export { usePreferences, useResolvedTheme, useReducedMotion, PreferencesSync } from './hooks';
export { updatePreferences, getPreferences, preferencesLoaded, subscribePreferences } from './store';
export { appliedTheme, motionReduced } from './document';
export {
  DATE_FORMATS,
  DEFAULT_PREFERENCES,
  DENSITIES,
  NUMBER_FORMATS,
  PNL_PALETTES,
  REDUCED_MOTIONS,
  THEMES,
  WEEK_STARTS,
} from './preferences';
export type {
  DateFormat,
  Density,
  NumberFormat,
  PnlPalette,
  Preferences,
  PreferencesPatch,
  ReducedMotion,
  ResolvedTheme,
  Theme,
  WeekStart,
} from './preferences';
