import { LANGUAGE_CODE, type Locale } from '@tijara/domain';
import { z } from 'zod';
import {
  envelopeSchema,
  FIXED_HEADERS,
  isSuccessCode,
  NO_RESPONSE_CODE,
  PDPD_BASE_PATH,
  REQUEST_TIMEOUT_MS,
  type Endpoint,
  type RequestOf,
  type ResponseOf,
} from '../contract';
import type { PdpdFailure, PdpdResult } from './result';

export interface PdpdClientOptions {
  /** Base URL of the API. @default '/pdpd' (same origin) */
  baseUrl?: string;
  /** The buyer's interface language, sent as the `language` header. */
  getLocale: () => Locale;
  /** The signed-in buyer's token, or null when signed out. */
  getToken?: () => string | null;
  /** @default 250000 (spec section 7) */
  timeoutMs?: number;
  /** Called on a 401 answer: sign the buyer out and go to /login. */
  onUnauthorized?: (failure: PdpdFailure) => void;
  /** Called on every other failure: show the 3 s toast. */
  onFailure?: (failure: PdpdFailure) => void;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

export interface PdpdClient {
  call<E extends Endpoint>(endpoint: E, request: RequestOf<E>): Promise<PdpdResult<ResponseOf<E>>>;
}

function failure(kind: PdpdFailure['kind'], code: number, msg: string): PdpdFailure {
  const retryable = kind === 'no-response' || code >= 500 || code === 429;
  return { success: false, kind, code, msg, data: null, retryable };
}

function toQuery(request: unknown): string {
  if (request === null || typeof request !== 'object') return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function createPdpdClient(options: PdpdClientOptions): PdpdClient {
  const baseUrl = options.baseUrl ?? PDPD_BASE_PATH;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  function report(result: PdpdFailure): PdpdFailure {
    if (result.kind === 'unauthorized') options.onUnauthorized?.(result);
    else options.onFailure?.(result);
    return result;
  }

  async function call<E extends Endpoint>(
    endpoint: E,
    request: RequestOf<E>,
  ): Promise<PdpdResult<ResponseOf<E>>> {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const headers: Record<string, string> = {
      ...FIXED_HEADERS,
      language: String(LANGUAGE_CODE[options.getLocale()]),
      accept: 'application/json',
    };
    const token = options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;

    const isGet = endpoint.method === 'GET';
    if (!isGet) headers['content-type'] = 'application/json';
    const url = `${baseUrl}${endpoint.path}${isGet ? toQuery(request) : ''}`;

    let response: Response;
    try {
      response = await doFetch(url, {
        method: endpoint.method,
        headers,
        body: isGet ? undefined : JSON.stringify(request ?? {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      return report(failure('no-response', NO_RESPONSE_CODE, ''));
    }

    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const frame = envelopeSchema(z.unknown()).safeParse(body);
    if (!frame.success) {
      if (response.status === 401) return report(failure('unauthorized', 401, ''));
      return report(failure(response.ok ? 'malformed' : 'rejected', response.status, ''));
    }
    const { code, msg } = frame.data;
    if (response.status === 401 || code === 401) return report(failure('unauthorized', 401, msg));
    if (!response.ok || !frame.data.success || !isSuccessCode(code)) {
      return report(failure('rejected', code, msg));
    }
    const data = endpoint.response.safeParse(frame.data.data);
    if (!data.success) return report(failure('malformed', code, msg));
    return { success: true, code, msg, data: data.data as ResponseOf<E> };
  }

  return { call };
}
