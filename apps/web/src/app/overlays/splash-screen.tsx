/** Shown for the moment the stored session is read at start-up. */
export function SplashScreen() {
  return (
    <div className="flex min-h-svh items-center justify-center" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-3 text-muted-foreground">
        <div
          className="size-8 animate-spin rounded-full border-2 border-muted border-t-primary"
          aria-hidden
        />
        <span className="text-sm">Loading Edgelog…</span>
      </div>
    </div>
  );
}
