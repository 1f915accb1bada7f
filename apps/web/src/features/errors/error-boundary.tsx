import { autoRetryDelayMs, isAutoRetryableError, MAX_AUTO_RETRIES } from '@edgelog/core';
import { Component, Fragment, startTransition, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback, PageLoading, RetryingNotice } from './error-fallback';
import { restartFailedRouteLoad } from './recoverable-lazy';
import { reloadWithoutCaches } from './reload-page';
import { loadReporter } from './reporting';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** A change (the page's path) clears a shown error, so navigating away leaves a broken page. */
  resetKey?: unknown;
  /** Runs before the children are rendered again (e.g. to revalidate the router). */
  onReset?: () => void;
  fullPage?: boolean | undefined;
}

interface ErrorBoundaryState {
  failure: { error: unknown } | null;
  /** Automatic retries made since the last manual reset or page change. */
  retries: number;
  /** Bumped to remount the children. */
  generation: number;
  /** The recorded error's code, once the reporter has recorded it. */
  code: string | undefined;
}

function willRetry({ failure, retries }: ErrorBoundaryState): boolean {
  return failure !== null && isAutoRetryableError(failure.error) && retries < MAX_AUTO_RETRIES;
}

/**
 * SPEC 4 "Error boundary": load and network failures are retried on their own, at most twice,
 * after 2 s and then 3 s; anything else, or a failure that outlasts the retries, shows the
 * fallback with Try Again, Reload Page and Go to Homepage.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failure: null, retries: 0, generation: 0, code: undefined };
  private timer: ReturnType<typeof setTimeout> | undefined;
  private unmounted = false;

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failure: { error }, code: undefined };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const { retries, failure } = this.state;
    if (willRetry(this.state)) {
      console.warn(`[errors] the page failed to load; retry ${retries + 1} of ${MAX_AUTO_RETRIES}:`, error);
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.retry(retries + 1), autoRetryDelayMs(retries));
      return;
    }
    void loadReporter()
      .then((reporter) => reporter.recordError(error, { componentStack: info.componentStack }))
      .then((record) => {
        if (!this.unmounted && this.state.failure === failure) this.setState({ code: record.code });
      })
      .catch(() => undefined);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps, previousState: ErrorBoundaryState): void {
    // Only a failure already on screen is cleared: a page that fails while being navigated to
    // fails in the very update that changes the key.
    if (previous.resetKey !== this.props.resetKey && previousState.failure && this.state.failure)
      this.retry(0);
  }

  override componentWillUnmount(): void {
    this.unmounted = true;
    clearTimeout(this.timer);
  }

  /**
   * Renders the children again, as a transition: what is on screen ("Trying again", or the
   * fallback) stays until the page has loaded or failed again, rather than a loading placeholder.
   */
  private retry(retries: number): void {
    clearTimeout(this.timer);
    const { failure } = this.state;
    if (failure) restartFailedRouteLoad(failure.error);
    this.props.onReset?.();
    startTransition(() =>
      this.setState((state) => ({
        failure: null,
        retries,
        generation: state.generation + 1,
        code: undefined,
      })),
    );
  }

  private readonly tryAgain = () => this.retry(0);
  private readonly reloadPage = () => void reloadWithoutCaches();
  private readonly goHome = () => window.location.assign('/');

  override render(): ReactNode {
    const { failure, retries, generation, code } = this.state;
    let content: ReactNode;
    if (willRetry(this.state)) content = <RetryingNotice attempt={retries + 1} />;
    else if (failure)
      content = (
        <ErrorFallback
          code={code}
          onTryAgain={this.tryAgain}
          onReloadPage={this.reloadPage}
          onGoHome={this.goHome}
          fullPage={this.props.fullPage}
        />
      );
    else content = <Fragment key={generation}>{this.props.children}</Fragment>;
    // One Suspense boundary that stays mounted: a retry (a transition) then keeps the notice or
    // fallback on screen while the page's chunk loads again.
    return <Suspense fallback={<PageLoading />}>{content}</Suspense>;
  }
}
