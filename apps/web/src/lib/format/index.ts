// How figures and dates read on every page: the trader's number and date formats, time zone and
// privacy mode, over core's formatters.
export { formatterFor, type Formatter } from './display-format';
export { currentFormat, useFormat, usePrivacyMode } from './use-format';
export { MaskedText } from './masked-text';
export { PrivacyToggle } from './privacy-toggle';
export { isPrivacyShortcut, PRIVACY_SHORTCUT_LABEL, togglePrivacyMode } from './privacy-shortcut';
export { currentDisplay } from './current-display';
export { counted } from './counted';
