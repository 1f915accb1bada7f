/** The plain-text report a user copies from the error log and sends to support. */
import type { ErrorRecord } from './record.ts';

/** A build-info value read from the page (e.g. a `<meta name="edgelog-build-…">` tag). */
export interface BuildInfoItem {
  name: string;
  value: string;
}

function location(record: ErrorRecord): string | null {
  const { fileName, lineNumber, columnNumber } = record.debugInfo;
  if (!fileName) return null;
  const line = lineNumber === null ? '' : `:${lineNumber}`;
  const column = lineNumber !== null && columnNumber !== null ? `:${columnNumber}` : '';
  return `${fileName}${line}${column}`;
}

/**
 * Everything support needs to recognise and reproduce an error, in a fixed order. Build info
 * is listed only when the page carries some; sections with nothing in them are left out.
 */
export function formatSupportReport(record: ErrorRecord, build: readonly BuildInfoItem[] = []): string {
  const lines = [
    'Edgelog error report',
    `Error ID: ${record.id}`,
    `Code: ${record.code} (${record.title})`,
    `Severity: ${record.severity}; retryable: ${record.retryable ? 'yes' : 'no'}`,
    `Time: ${record.timestamp}`,
    `Message: ${record.userMessage}`,
    `Technical: ${record.technicalMessage}`,
    `Route: ${record.context.route || '(none)'}`,
    `URL: ${record.context.url || '(none)'}`,
    `User: ${record.context.userId ?? '(signed out)'}`,
    `Browser: ${record.context.userAgent || '(unknown)'}`,
  ];
  const where = location(record);
  if (where) lines.push(`Location: ${where}`);
  if (build.length > 0) {
    lines.push('', 'Build:');
    for (const item of build) lines.push(`  ${item.name}: ${item.value}`);
  }
  if (record.debugInfo.stack) lines.push('', 'Stack:', record.debugInfo.stack.trimEnd());
  const output = record.debugInfo.consoleOutput;
  if (output.length > 0) lines.push('', `Console (last ${output.length} lines):`, ...output);
  return lines.join('\n');
}
