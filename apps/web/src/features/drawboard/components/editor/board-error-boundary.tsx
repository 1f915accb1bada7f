import { classifyError, getErrorEntry } from '@edgelog/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { recordError } from '@/features/errors/record-error';

interface Props {
  children: ReactNode;
}

interface State {
  failure: { code: string } | null;
  generation: number;
}

/**
 * Keeps a canvas failure on the board: the rest of the page (the save status, the list) stays,
 * and the failure is told with its CANVAS code and message rather than the page's fallback.
 */
export class BoardErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, generation: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { code: classifyError(error, 'CANVAS') } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    recordError(error, { code: classifyError(error, 'CANVAS'), componentStack: info.componentStack });
  }

  private readonly tryAgain = () =>
    this.setState((state) => ({ failure: null, generation: state.generation + 1 }));

  override render(): ReactNode {
    const { failure, generation } = this.state;
    if (!failure) return <Reset key={generation}>{this.props.children}</Reset>;
    const entry = getErrorEntry(failure.code);
    return (
      <div
        role="alert"
        data-testid="board-error"
        className="flex h-full flex-col items-center justify-center gap-3 rounded-lg border border-dashed p-6 text-center"
      >
        <p className="font-medium">{entry.title}</p>
        <p className="max-w-md text-sm text-muted-foreground">{entry.userMessage}</p>
        <p className="text-xs text-muted-foreground">
          Error code: <code className="font-mono text-foreground">{failure.code}</code>
        </p>
        <Button onClick={this.tryAgain}>Try Again</Button>
      </div>
    );
  }
}

function Reset({ children }: { children: ReactNode }) {
  return children;
}
