import type { Clock } from '../../../clock';
import { ProviderFailure } from './failure';
import type { ProviderName } from './types';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface HttpDeps {
  fetch: FetchLike;
  clock: Clock;
  /** Milliseconds to wait for each answer; 10 s by default. */
  timeoutMs?: number;
}

export interface JsonResponse {
  status: number;
  /** The parsed body, `undefined` when it was empty. */
  body: unknown;
}

/** The statuses a call accepts; anything else becomes a typed failure. */
export interface CallOptions {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A JSON body, or a form (URLSearchParams). */
  body?: unknown;
  accept?: number[];
}

/** One HTTP call to a provider: a timeout, and every failure mapped to ProviderFailure. */
export async function callProvider(
  provider: ProviderName,
  deps: HttpDeps,
  url: string,
  options: CallOptions,
): Promise<JsonResponse> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: string | undefined;
  if (options.body instanceof URLSearchParams) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = options.body.toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const timeoutMs = deps.timeoutMs ?? 10_000;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await deps.fetch(url, { method: options.method, headers, body, signal: controller.signal });
    text = await response.text();
  } catch (error) {
    if (controller.signal.aborted) {
      throw new ProviderFailure(
        provider,
        'timeout',
        `no answer from ${options.method} ${url} in ${timeoutMs} ms`,
      );
    }
    throw new ProviderFailure(provider, 'unavailable', `${options.method} ${url} failed: ${describe(error)}`);
  } finally {
    clearTimeout(timer);
  }
  const accept = options.accept ?? [200];
  if (!accept.includes(response.status))
    throw failureFor(provider, response.status, `${options.method} ${url}`, text);
  if (text.trim() === '') return { status: response.status, body: undefined };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new ProviderFailure(
      provider,
      'malformed',
      `${options.method} ${url} answered non-JSON`,
      response.status,
    );
  }
}

function failureFor(provider: ProviderName, status: number, what: string, text: string): ProviderFailure {
  const detail = `${what} answered ${status}: ${text.slice(0, 200)}`;
  if (status >= 500) return new ProviderFailure(provider, 'unavailable', detail, status);
  if (status === 401 || status === 403) return new ProviderFailure(provider, 'auth', detail, status);
  if (status === 404) return new ProviderFailure(provider, 'not_found', detail, status);
  return new ProviderFailure(provider, 'rejected', detail, status);
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
  }
  return String(error);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Joins a base URL (with or without a trailing slash) and an absolute path. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}
