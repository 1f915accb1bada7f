// Answers of the product's functions: JSON bodies, and refusals shaped like the other server errors
// ({ code, message, details }) with a code from the error catalogue, so the app classifies them.

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}

export function errorResponse(status: number, code: string, message: string, details = ''): Response {
  return json({ code, message, details }, status);
}

/** A fault of the request the caller can fix. */
export class RequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details = '',
  ) {
    super(message);
    this.name = 'RequestError';
  }
}
