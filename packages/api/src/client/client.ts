import { failureMessage, LANGUAGE_CODE, OUTCOME_MESSAGE, type Locale } from '@tijara/domain';
import {
  FIXED_HEADERS,
  isSuccessCode,
  NO_RESPONSE_CODE,
  PDPD_BASE_PATH,
  REQUEST_TIMEOUT_MS,
  type Endpoint,
  loadSchemasOf,
  type EndpointSchemas,
  type Envelope,
  type RequestOf,
  type ResponseOf,
} from '../contract';
import { isJsonMediaType, toQueryString, toSearchParams } from './encoding';
import type { FailureKind, FailureMessage, PdpdFailure, PdpdResult } from './result';

export interface PdpdClientOptions {
  /** Base URL of the API. @default '/pdpd' (same origin) */
  baseUrl?: string;
  /** The buyer's interface language, sent as the `language` header. */
  getLocale: () => Locale;
  /** The signed-in buyer's token, or null when signed out. */
  getToken?: () => string | null;
  /** @default 250000 (spec section 7) */
  timeoutMs?: number;
  /** Called on a 401 answer: sign the buyer out and go to /login, keeping where they were going. */
  onUnauthorized?: (failure: PdpdFailure) => void;
  /** Called on every other failure: show the 3 s toast with `failure.message`. */
  onFailure?: (failure: PdpdFailure) => void;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /**
   * Where a call's schemas come from: its `response` schema checks the answer's `data`. Asked for
   * when the call starts (beside its request, so it costs the call no time); the contract's load
   * with their area (`loadSchemasOf`), which keeps zod and the schemas out of a page's first scripts.
   * A test that calls an endpoint of its own passes its schemas here. @default loadSchemasOf
   */
  loadSchemas?: (endpoint: Endpoint) => Promise<EndpointSchemas>;
}

export interface PdpdCallOptions {
  /**
   * The screen shows this failure itself (spec section 8: 6062 is shown inline on the phone form;
   * Apple sign-in failures are silent), so `onFailure` is not called. A function chooses which
   * failures the screen shows (an order page's 404 is its not-found state). A 401 still signs out.
   */
  silent?: boolean | ((failure: PdpdFailure) => boolean);
}

export interface PdpdClient {
  call<E extends Endpoint>(
    endpoint: E,
    request: RequestOf<E>,
    options?: PdpdCallOptions,
  ): Promise<PdpdResult<ResponseOf<E>>>;
}

/**
 * The toast's text for a failure (spec section 7): the mapped message of the code, or `msg`, or
 * "system error, please try again later". An answer that breaks the contract shows the system
 * error whatever it says; a failure envelope carrying a success code has no mapped message.
 */
export function messageOfFailure(kind: FailureKind, code: number, msg: string): FailureMessage {
  if (kind === 'malformed') return { key: OUTCOME_MESSAGE.system };
  if (isSuccessCode(code)) return msg.trim() === '' ? { key: OUTCOME_MESSAGE.system } : { text: msg };
  return failureMessage(code, msg);
}

/**
 * Whether the same call may pass later: no answer, a server error (5xx) or too many requests (429),
 * judged by the HTTP status, since business codes (6011-6128) are numbers above 500 too.
 */
function mayPassLater(kind: FailureKind, status: number): boolean {
  return kind === 'no-response' || status === 429 || (status >= 500 && status <= 599);
}

function failure(
  kind: FailureKind,
  status: number,
  code: number,
  msg: string,
  data: unknown = null,
): PdpdFailure {
  return {
    success: false,
    kind,
    code,
    msg,
    data: data ?? null,
    message: messageOfFailure(kind, code, msg),
    retryable: mayPassLater(kind, status),
  };
}

/** The envelope of spec section 7 around any data: `success`, an integer `code`, `msg` (and `data`). */
function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const { success, code, msg } = value as Partial<Envelope<unknown>>;
  return typeof success === 'boolean' && Number.isInteger(code) && typeof msg === 'string';
}

/** The request's body and its Content-Type, for a POST endpoint of either encoding. */
function bodyOf(endpoint: Endpoint, request: unknown): { body: string | FormData; contentType?: string } {
  if (endpoint.encoding === 'multipart') {
    // The browser writes the Content-Type with the parts' boundary itself.
    const form = new FormData();
    for (const [name, value] of Object.entries((request ?? {}) as Record<string, unknown>))
      form.append(name, value instanceof Blob ? value : String(value));
    return { body: form };
  }
  if (endpoint.encoding === 'form') {
    return {
      body: toSearchParams(request).toString(),
      contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
    };
  }
  return { body: JSON.stringify(request ?? {}), contentType: 'application/json' };
}

/**
 * The storefront's client of the /pdpd API (spec section 7). Every call resolves, never rejects:
 * to the contract-checked data, or to a failure that has already been reported, through
 * `onUnauthorized` for a 401 and through `onFailure` for anything else.
 */
export function createPdpdClient(options: PdpdClientOptions): PdpdClient {
  const baseUrl = options.baseUrl ?? PDPD_BASE_PATH;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const loadSchemas = options.loadSchemas ?? loadSchemasOf;

  async function call<E extends Endpoint>(
    endpoint: E,
    request: RequestOf<E>,
    callOptions: PdpdCallOptions = {},
  ): Promise<PdpdResult<ResponseOf<E>>> {
    function report(result: PdpdFailure): PdpdFailure {
      if (result.kind === 'unauthorized') options.onUnauthorized?.(result);
      else if (
        !(typeof callOptions.silent === 'function' ? callOptions.silent(result) : callOptions.silent)
      ) {
        options.onFailure?.(result);
      }
      return result;
    }
    const noResponse = () => report(failure('no-response', NO_RESPONSE_CODE, NO_RESPONSE_CODE, ''));
    // Asked for now, so the schemas arrive while the request travels.
    const responseSchema = loadSchemas(endpoint).then((schemas) => schemas.response);
    responseSchema.catch(() => {});
    const success = async (
      status: number,
      code: number,
      msg: string,
      raw: unknown,
    ): Promise<PdpdResult<ResponseOf<E>>> => {
      let schema: Awaited<typeof responseSchema>;
      try {
        schema = await responseSchema;
      } catch {
        // The schemas could not be loaded (the network went down after the answer came).
        return noResponse();
      }
      const data = schema.safeParse(raw);
      if (!data.success) return report(failure('malformed', status, code, msg));
      return { success: true, code, msg, data: data.data as ResponseOf<E> };
    };

    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const headers: Record<string, string> = {
      ...FIXED_HEADERS,
      language: String(LANGUAGE_CODE[options.getLocale()]),
    };
    const token = options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;

    const isGet = endpoint.method === 'GET';
    let body: string | FormData | undefined;
    if (!isGet) {
      const encoded = bodyOf(endpoint, request);
      body = encoded.body;
      if (encoded.contentType !== undefined) headers['content-type'] = encoded.contentType;
    }
    const url = `${baseUrl}${endpoint.path}${isGet ? toQueryString(request) : ''}`;

    let response: Response;
    let text: string | undefined;
    let blob: Blob | undefined;
    try {
      // The timeout covers reading the body too: a server that stalls mid-answer is no answer.
      response = await doFetch(url, {
        method: endpoint.method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (isJsonMediaType(response.headers.get('content-type'))) text = await response.text();
      else if (isSuccessCode(response.status)) blob = await response.blob();
      else await response.body?.cancel();
    } catch {
      return noResponse();
    }
    const status = response.status;

    // Spec section 7: "Blob responses pass through" (a PDF export, say).
    if (blob !== undefined) return success(status, status, '', blob);
    if (text === undefined) {
      // A failure that is not JSON: a proxy's error page, say.
      return report(failure(status === 401 ? 'unauthorized' : 'rejected', status, status, ''));
    }
    // 204 No Content and 304 Not Modified carry no body: the data is null.
    if (text.trim() === '' && isSuccessCode(status)) return success(status, status, '', null);

    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!isEnvelope(parsed)) {
      if (status === 401) return report(failure('unauthorized', 401, 401, ''));
      return report(failure(isSuccessCode(status) ? 'malformed' : 'rejected', status, status, ''));
    }
    const { code, msg } = parsed;
    if (status === 401 || code === 401) {
      return report(failure('unauthorized', status, 401, msg, parsed.data));
    }
    if (!isSuccessCode(status) || !parsed.success || !isSuccessCode(code)) {
      // A failure status with a success code in its envelope is reported by its status.
      const failureCode = isSuccessCode(status) || !isSuccessCode(code) ? code : status;
      return report(failure('rejected', status, failureCode, msg, parsed.data));
    }
    return success(status, code, msg, parsed.data);
  }

  return { call };
}
