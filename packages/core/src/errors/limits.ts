/** How much the error log, debug info and a hook's list keep (SPEC sections 8 and 9). */

/** The persisted error log keeps the last 100 records. */
export const ERROR_LOG_LIMIT = 100;
/** Debug info keeps the last 50 console lines. */
export const CONSOLE_OUTPUT_LIMIT = 50;
/** A hook's own list of recent errors shows 10. */
export const HOOK_ERROR_LIMIT = 10;
