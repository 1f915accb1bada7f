/**
 * Who and where an error happened, read when a record is made. The user id is pushed here by
 * the root layout (which knows the session) so the global handlers need no React context.
 */
let currentUserId: string | null = null;

export function setErrorContextUser(userId: string | null): void {
  currentUserId = userId;
}

export function currentErrorContext(): {
  userId: string | null;
  route: string;
  url: string;
  userAgent: string;
} {
  return {
    userId: currentUserId,
    route: window.location.pathname,
    url: window.location.href,
    userAgent: window.navigator.userAgent,
  };
}
