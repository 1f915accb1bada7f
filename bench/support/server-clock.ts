import type { Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import { median } from './timing.ts';

/**
 * The time rest/v1 itself spends on a request: from the parsed request to the last byte of the
 * answer handed to the socket. The rest of a supabase-js round trip is the client's own HTTP stack
 * (in Node, undici's fetch, in this same process) and the loopback between the two.
 */
export class ServerClock {
  #recording = false;
  #samples: number[] = [];

  constructor(server: Server) {
    server.prependListener('request', (request, response) => {
      if (!this.#recording || !request.url?.startsWith('/rest/v1/')) return;
      const start = performance.now();
      response.once('finish', () => this.#samples.push(performance.now() - start));
    });
  }

  /** Wraps a contender so that only its requests are timed. */
  around(fn: () => Promise<void>): () => Promise<void> {
    return async () => {
      this.#recording = true;
      try {
        await fn();
      } finally {
        this.#recording = false;
      }
    };
  }

  /** Median of the last `runs` requests (the warm-up ones before them are left out); starts afresh. */
  take(runs: number): number {
    const value = median(this.#samples.slice(-runs));
    this.#samples = [];
    return value;
  }
}
