import { LANGUAGE_CODE, type Locale } from '@tijara/domain';

export interface Answer<Data = unknown> {
  status: number;
  headers: Headers;
  body: { success: boolean; code: number; msg: string; data: Data };
}

export interface CallOptions {
  token?: string;
  /** The Authorization header as sent, for malformed-header tests. */
  authorization?: string;
  locale?: Locale;
  method?: 'GET' | 'POST';
  /** Sent as is instead of JSON.stringify(body). */
  rawBody?: string;
  contentType?: string;
  query?: Record<string, string>;
}

/** Calls /pdpd{path} over HTTP the way the storefront's client does, and reads the envelope. */
export function pdpdCaller(base: string) {
  return async function call<Data = unknown>(
    path: string,
    body: unknown = {},
    options: CallOptions = {},
  ): Promise<Answer<Data>> {
    const method = options.method ?? 'POST';
    const headers: Record<string, string> = {
      channel: '6',
      'user-type': '2',
      language: String(LANGUAGE_CODE[options.locale ?? 'en']),
    };
    if (method === 'POST') headers['content-type'] = options.contentType ?? 'application/json';
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    if (options.authorization !== undefined) headers.authorization = options.authorization;
    const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
    const response = await fetch(`${base}/pdpd${path}${query}`, {
      method,
      headers,
      body: method === 'POST' ? (options.rawBody ?? JSON.stringify(body)) : undefined,
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: JSON.parse(text) as Answer<Data>['body'],
    };
  };
}
