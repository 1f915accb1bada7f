import { performance } from 'node:perf_hooks';

/** The q-th quantile (0..1) by the nearest-rank method; NaN without samples. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

export interface OperationFigures {
  operation: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

/** A request that did not succeed: its HTTP status (0 when no answer came) and the error's code. */
export class RequestFailed extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Every request of a load run: its latency by operation (successes and failures alike, so a slow
 * refusal counts against the budget too) and its failures by status and code.
 */
export class LoadRecorder {
  private readonly samples = new Map<string, number[]>();
  private readonly failures = new Map<string, number>();
  private readonly examples = new Map<string, string>();
  private requests = 0;

  constructor(readonly operations: readonly string[]) {
    for (const operation of operations) this.samples.set(operation, []);
  }

  /** Runs one request, timing it; a failure is counted and thrown on to the trader's loop. */
  async time<T>(operation: string, request: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await request();
    } catch (error) {
      const failed =
        error instanceof RequestFailed
          ? error
          : new RequestFailed(0, 'no answer', error instanceof Error ? error.message : String(error));
      const key = `${operation}: ${failed.status} ${failed.code}`;
      this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
      if (!this.examples.has(key)) this.examples.set(key, failed.message.slice(0, 200));
      throw failed;
    } finally {
      this.samples.get(operation)?.push(performance.now() - start);
      this.requests += 1;
    }
  }

  get requestCount(): number {
    return this.requests;
  }

  get errorCount(): number {
    let sum = 0;
    for (const count of this.failures.values()) sum += count;
    return sum;
  }

  /** "operation: status code" with its count and the first message seen. */
  errors(): Array<{ key: string; count: number; example: string }> {
    return [...this.failures.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([key, count]) => ({ key, count, example: this.examples.get(key) ?? '' }));
  }

  figures(): OperationFigures[] {
    return this.operations.map((operation) => {
      const sorted = [...(this.samples.get(operation) ?? [])].sort((a, b) => a - b);
      return {
        operation,
        count: sorted.length,
        p50: quantile(sorted, 0.5),
        p95: quantile(sorted, 0.95),
        p99: quantile(sorted, 0.99),
      };
    });
  }
}
