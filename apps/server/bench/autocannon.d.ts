// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface RequestSpec {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (request: RequestSpec) => RequestSpec;
    /** Called with each response's status and body. */
    onResponse?: (status: number, body: string) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests (instead of `duration`). */
    amount?: number;
    /** With `duration`: stop after this many requests overall if the duration has not ended. */
    maxOverallRequests?: number;
    /** Seconds before a request counts as timed out. @default 10 */
    timeout?: number;
    pipelining?: number;
    requests?: RequestSpec[];
  }

  export interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  }

  export interface Instance extends EventEmitter {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): this;
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
