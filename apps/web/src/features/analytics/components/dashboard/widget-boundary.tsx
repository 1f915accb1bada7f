import { Component, type ErrorInfo, type ReactNode } from 'react';
import { recordError } from '@/features/errors/record-error';
import { WIDGET_ERROR_CODE } from './widget-card';

interface WidgetBoundaryProps {
  /** Shown in place of the widget once it threw, given a way to draw it again. */
  fallback: (retry: () => void) => ReactNode;
  /** A change (the filter, the unit) draws a failed widget again. */
  resetKey: unknown;
  children: ReactNode;
}

interface WidgetBoundaryState {
  failed: boolean;
  generation: number;
}

/** Keeps one widget's failure inside its card: the other widgets go on working. */
export class WidgetBoundary extends Component<WidgetBoundaryProps, WidgetBoundaryState> {
  override state: WidgetBoundaryState = { failed: false, generation: 0 };

  static getDerivedStateFromError(): Partial<WidgetBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    recordError(error, { code: WIDGET_ERROR_CODE, componentStack: info.componentStack });
  }

  override componentDidUpdate(previous: WidgetBoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.retry();
  }

  private retry = (): void => {
    this.setState(({ generation }) => ({ failed: false, generation: generation + 1 }));
  };

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(this.retry);
    return <ComponentKey key={this.state.generation}>{this.props.children}</ComponentKey>;
  }
}

// A keyed wrapper so "Try again" mounts the widget afresh, its state and queries' observers new.
function ComponentKey({ children }: { children: ReactNode }) {
  return children;
}
