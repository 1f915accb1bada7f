/**
 * What other parts of the app do when the session ends, without the session code importing them
 * (the query cache lives in the signed-in layout's chunk, not in the sign-in page's bundle).
 */
const signedOutHooks = new Set<() => void>();

export function onSignedOut(hook: () => void): () => void {
  signedOutHooks.add(hook);
  return () => signedOutHooks.delete(hook);
}

export function runSignedOutHooks(): void {
  for (const hook of signedOutHooks) hook();
}

/** A message for the signed-in layout to show once it is on screen (e.g. after a password reset). */
let pendingNotice: string | null = null;

export function setPendingNotice(message: string): void {
  pendingNotice = message;
}

export function takePendingNotice(): string | null {
  const message = pendingNotice;
  pendingNotice = null;
  return message;
}
