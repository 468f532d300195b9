import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/** The body of a POST call: JSON (the default) or an HTML form's encoding. */
export type BodyEncoding = 'json' | 'form';

/** Private calls need `Authorization: Bearer` and answer 401 without a valid token. */
export type EndpointAccess = 'public' | 'private';

/**
 * One call of the /pdpd contract. The server registers its route from this object and validates
 * requests with `request`; the client sends `request` and checks answers with `response`.
 */
export interface Endpoint<
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Access extends EndpointAccess = EndpointAccess,
> {
  /** Path below /pdpd, as spec section 7 names it. */
  readonly path: `/${string}`;
  /** POST by default (JSON body); GET takes the request as query parameters. */
  readonly method: HttpMethod;
  /**
   * How a POST body travels (spec section 7: "POST (JSON or form)"). `form` sends
   * application/x-www-form-urlencoded, flat: the server reads every value as a string, so such an
   * endpoint's request schema coerces. @default 'json'
   */
  readonly encoding?: BodyEncoding;
  /** Private calls need `Authorization: Bearer` and answer 401 without a valid token. */
  readonly access: Access;
  /** Schema of the JSON body (POST) or of the query (GET). */
  readonly request: Request;
  /** Schema of the envelope's `data` on success. */
  readonly response: Response;
}

export type RequestOf<E extends Endpoint> = z.input<E['request']>;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
/** What a server handler returns: the wire shape, before the client's transforms. */
export type WireResponseOf<E extends Endpoint> = z.input<E['response']>;

/** Keeps the literal `access`, so the server can type a private handler's signed-in user. */
export function defineEndpoint<
  Request extends z.ZodType,
  Response extends z.ZodType,
  Access extends EndpointAccess,
>(endpoint: Endpoint<Request, Response, Access>): Endpoint<Request, Response, Access> {
  return endpoint;
}
