import type { StaffRole } from '@tijara/domain';
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/**
 * The body of a POST call: JSON (the default), an HTML form's encoding, or multipart/form-data for a
 * file upload (`/upload/image`: each field of the request is a part, a `Blob` a file).
 */
export type BodyEncoding = 'json' | 'form' | 'multipart';

/**
 * Who may make a call:
 * - `public`: anyone; a token is not read.
 * - `optional`: anyone; a signed-in caller is recognised (a guest's quote request versus a buyer's).
 *   No token (or an empty header) is a guest. A token that is sent but malformed, expired or revoked
 *   answers 401 like on a private call: the client then signs out, rather than act as a guest while
 *   its user believes they are signed in.
 * - `private`: any signed-in account; 401 without a valid token.
 * - a list of staff roles: an account with one of them; 401 without a valid token, 403 when the
 *   account has none of the roles.
 */
export type EndpointAccess = 'public' | 'optional' | 'private' | readonly [StaffRole, ...StaffRole[]];

/** The staff roles a call is limited to, or null when any caller or any account may make it. */
export function staffRolesOf(access: EndpointAccess): readonly StaffRole[] | null {
  return typeof access === 'string' ? null : access;
}

/** Whether the call needs a signed-in account (private and staff calls). */
export function needsSignIn(access: EndpointAccess): boolean {
  return access !== 'public' && access !== 'optional';
}

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
  /** Who may call it (see {@link EndpointAccess}). */
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

/** Keeps the literal `access`, so the server can type a handler's signed-in user. */
export function defineEndpoint<
  Request extends z.ZodType,
  Response extends z.ZodType,
  const Access extends EndpointAccess,
>(endpoint: Endpoint<Request, Response, Access>): Endpoint<Request, Response, Access> {
  return endpoint;
}
