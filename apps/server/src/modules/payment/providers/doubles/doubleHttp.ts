import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Clock } from '../../../../clock';

/** A request as a double sees it: the body parsed as JSON or as a form, by its content type. */
export interface DoubleRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  json: unknown;
  form: URLSearchParams;
}

export type DoubleAnswer =
  { status: number; json?: unknown } | { status: number; html: string } | { status: 303; location: string };

export type DoubleRoute = (request: DoubleRequest) => Promise<DoubleAnswer | undefined>;

/** Faults a test asks for: the next matching calls answer a status, or answer late. */
export interface FaultControls {
  /** The next `times` API calls (not the hosted page) answer `status` with an error body. */
  failNext(status: number, times?: number): void;
  /** The next API call waits `ms` before answering. */
  delayNext(ms: number): void;
}

export interface RunningDouble extends FaultControls {
  baseUrl: string;
  stop(): Promise<void>;
}

export interface ListenOptions {
  port?: number | undefined;
  host?: string | undefined;
}

/** Serves `route` on node:http; paths under `/pay/` (the hosted page) are never faulted. */
export async function serveDouble(route: DoubleRoute, options: ListenOptions): Promise<RunningDouble> {
  const failures: number[] = [];
  const delays: number[] = [];
  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request = parseRequest(incoming, text);
      const hosted = request.url.pathname.startsWith('/pay/');
      const delay = hosted ? undefined : delays.shift();
      const failure = hosted ? undefined : failures.shift();
      const answer = async (): Promise<DoubleAnswer> => {
        if (delay !== undefined) await new Promise((resolve) => setTimeout(resolve, delay));
        if (failure !== undefined)
          return { status: failure, json: { message: 'fault injected by the test' } };
        return (await route(request)) ?? { status: 404, json: { message: 'no such route' } };
      };
      answer()
        .catch((error: unknown): DoubleAnswer => ({ status: 500, json: { message: String(error) } }))
        .then((result) => send(response, result))
        .catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://${options.host ?? '127.0.0.1'}:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    failNext: (status, times = 1) => failures.push(...Array.from({ length: times }, () => status)),
    delayNext: (ms) => delays.push(ms),
  };
}

function parseRequest(incoming: IncomingMessage, text: string): DoubleRequest {
  const type = incoming.headers['content-type'] ?? '';
  let json: unknown;
  if (type.includes('application/json')) {
    try {
      json = JSON.parse(text) as unknown;
    } catch {
      json = undefined;
    }
  }
  return {
    method: incoming.method ?? 'GET',
    url: new URL(incoming.url ?? '/', 'http://double.invalid'),
    headers: incoming.headers,
    json,
    form: type.includes('application/x-www-form-urlencoded')
      ? new URLSearchParams(text)
      : new URLSearchParams(),
  };
}

function send(response: ServerResponse, answer: DoubleAnswer): void {
  if ('location' in answer) {
    response.writeHead(303, { location: answer.location });
    response.end();
  } else if ('html' in answer) {
    response.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' });
    response.end(answer.html);
  } else if (answer.json === undefined) {
    response.writeHead(answer.status);
    response.end();
  } else {
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.json));
  }
}

/** Access tokens a double has issued, each valid until its expiry by the double's clock. */
export class IssuedTokens {
  private readonly expiries = new Map<string, number>();
  requests = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ttlSeconds: number,
  ) {}

  issue(): { access_token: string; token_type: string; expires_in: number } {
    this.requests += 1;
    const token = randomBytes(24).toString('base64url');
    this.expiries.set(token, this.clock.now().getTime() + this.ttlSeconds * 1000);
    return { access_token: token, token_type: 'Bearer', expires_in: this.ttlSeconds };
  }

  /** Forgets every token issued, as a provider does when it rotates keys or restarts. */
  revokeAll(): void {
    this.expiries.clear();
  }

  /** True when the request carries a bearer token this double issued and that has not expired. */
  accepts(request: DoubleRequest): boolean {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const expiry = this.expiries.get(token);
    return expiry !== undefined && this.clock.now().getTime() < expiry;
  }
}

/** Client credentials from a token request's form, checked against the double's. */
export function credentialsMatch(request: DoubleRequest, clientId: string, clientSecret: string): boolean {
  return (
    request.form.get('grant_type') === 'client_credentials' &&
    request.form.get('client_id') === clientId &&
    request.form.get('client_secret') === clientSecret
  );
}

/** POSTs JSON to a merchant's URL and records what it answered; a failed delivery is recorded too. */
export async function deliver(
  url: string,
  body: unknown,
): Promise<{ url: string; body: unknown; status: number }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5_000),
    });
    await response.arrayBuffer();
    return { url, body, status: response.status };
  } catch {
    return { url, body, status: 0 };
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The hosted page: what is being paid, and an approve and a decline button (plain forms). */
export function payPage(
  title: string,
  lines: string[],
  approveAction: string,
  declineAction: string,
): string {
  const items = lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><h1>${escapeHtml(title)}</h1><ul>${items}</ul>
<form method="post" action="${escapeHtml(approveAction)}"><button type="submit" id="approve">Approve payment</button></form>
<form method="post" action="${escapeHtml(declineAction)}"><button type="submit" id="decline">Decline payment</button></form>
</body></html>`;
}

export function donePage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><p id="result">${escapeHtml(text)}</p></body></html>`;
}
