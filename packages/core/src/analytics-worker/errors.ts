// Errors of the analytics worker. They cross the worker boundary as plain objects (a structured
// clone keeps no class and no own fields of an Error), shaped like a Supabase error body so the
// app's error classifier reads their code, status and message as it reads any server error.

export interface AnalyticsErrorBody {
  name: string;
  message: string;
  /** A catalogue code (DASHBOARD-001), a PostgREST / SQLSTATE code, or ''. */
  code: string;
  status: number | null;
  details: string;
  hint: string;
}

export class AnalyticsError extends Error {
  override name = 'AnalyticsError';
  readonly code: string;
  readonly status: number | null;
  readonly details: string;
  readonly hint: string;

  constructor(body: Omit<AnalyticsErrorBody, 'name'> & { name?: string }) {
    super(body.message);
    if (body.name !== undefined && body.name !== '') this.name = body.name;
    this.code = body.code;
    this.status = body.status;
    this.details = body.details;
    this.hint = body.hint;
  }
}

/** The answer of the server is not the journal the pages expect: nothing of it is used. */
export function malformedJournal(reason: string): AnalyticsError {
  return new AnalyticsError({
    name: 'AnalyticsPayloadError',
    message: `The analytics data could not be read: ${reason}`,
    code: 'DASHBOARD-001',
    status: null,
    details: reason,
    hint: '',
  });
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function bag(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** Any thrown value as the plain body that crosses to the page. */
export function analyticsErrorBody(error: unknown): AnalyticsErrorBody {
  const fields = bag(error);
  if (fields === null)
    return { name: 'Error', message: String(error), code: '', status: null, details: '', hint: '' };
  const status = fields.status;
  return {
    name: text(fields.name) || 'Error',
    message: text(fields.message) || text(fields.msg) || 'The analytics data could not be loaded.',
    code: text(fields.code) || text(fields.error_code),
    status: typeof status === 'number' && Number.isInteger(status) ? status : null,
    details: text(fields.details),
    hint: text(fields.hint),
  };
}

/** The body received from the worker as an Error again, its fields kept for the classifier. */
export function analyticsErrorFromBody(body: unknown): AnalyticsError {
  return body instanceof AnalyticsError ? body : new AnalyticsError(analyticsErrorBody(body));
}
