export * from './types.ts';
export {
  errorCatalogue,
  errorCodes,
  getErrorEntry,
  isErrorCode,
  unknownErrorEntry,
  GENERIC_USER_MESSAGE,
} from './catalogue/index.ts';
export type { ErrorCode } from './catalogue/index.ts';
export { classifyError, inspectError, categoryDefaults, keywordRules } from './classify/index.ts';
export type { ErrorInfo, ErrorShape } from './classify/index.ts';
export {
  createErrorRecord,
  keepLast,
  ERROR_LOG_LIMIT,
  CONSOLE_OUTPUT_LIMIT,
  HOOK_ERROR_LIMIT,
} from './record.ts';
export type { ErrorRecord, ErrorContext, ErrorDebugInfo, CreateErrorRecordInput } from './record.ts';
export { parseStackLocation } from './stack.ts';
export type { StackLocation } from './stack.ts';
export { toastDurationMs, isInvalidSessionError, INVALID_SESSION_MARKERS } from './presentation.ts';
export {
  MAX_AUTO_RETRIES,
  autoRetryDelayMs,
  isChunkLoadError,
  isAutoRetryableError,
} from './retry-policy.ts';
export { globalErrorCode, globalErrorDisposition } from './global-errors.ts';
export { formatConsoleLine, CONSOLE_LINE_MAX_CHARS } from './console-line.ts';
export type { ConsoleLevel } from './console-line.ts';
export { formatSupportReport } from './support-report.ts';
export type { BuildInfoItem } from './support-report.ts';
export { parseErrorLog, appendToErrorLog, isErrorRecord } from './error-log.ts';
