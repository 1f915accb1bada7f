/** When /config.json cannot be read the app cannot reach its backend: say so plainly. */
export function StartupError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main
      id="main"
      role="alert"
      className="flex min-h-svh flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-2xl font-semibold tracking-tight">Edgelog cannot start</h1>
      <p className="max-w-md text-muted-foreground">{message}</p>
      <p className="max-w-md text-sm text-muted-foreground">
        Check that the Edgelog server is running, then reload the page.
      </p>
      <button
        type="button"
        className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground"
        onClick={() => window.location.reload()}
      >
        Reload
      </button>
    </main>
  );
}
