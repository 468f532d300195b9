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

/** The zod schemas of one call: its request (JSON body, form or query) and its answer's `data`. */
export interface EndpointSchemas<
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  /** Schema of the JSON body (POST) or of the query (GET). */
  readonly request: Request;
  /** Schema of the envelope's `data` on success. */
  readonly response: Response;
}

/**
 * One call of the /pdpd contract: what a caller needs to send it and to know who may. No zod here:
 * the descriptors load with a page's first script, while the schemas (`EndpointSchemas`, each call's
 * in its area's `*Schemas.ts`, all of them through `schemasOf` of `@tijara/api/contract/schemas`) load
 * with the first call, so building a few hundred schemas never delays a page. The schema types ride
 * along as a phantom (`RequestOf`, `ResponseOf`). The server registers its route from this object
 * and validates requests with `schemasOf(endpoint).request`; the client sends the request and checks
 * answers with the response schema.
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
  /** Types only, never set: the call's schemas, for `RequestOf` and `ResponseOf`. */
  readonly schemaTypes?: EndpointSchemas<Request, Response>;
}

/** The request schema's type of an endpoint. */
export type RequestSchemaOf<E extends Endpoint> =
  E extends Endpoint<infer Request, z.ZodType, EndpointAccess> ? Request : never;
/** The response schema's type of an endpoint. */
export type ResponseSchemaOf<E extends Endpoint> =
  E extends Endpoint<z.ZodType, infer Response, EndpointAccess> ? Response : never;

/** What a caller sends. */
export type RequestOf<E extends Endpoint> = z.input<RequestSchemaOf<E>>;
/** The request once checked by its schema (defaults filled, strings coerced): what a handler reads. */
export type ParsedRequestOf<E extends Endpoint> = z.output<RequestSchemaOf<E>>;
/** The answer's data once checked by its schema (the client's transforms applied). */
export type ResponseOf<E extends Endpoint> = z.output<ResponseSchemaOf<E>>;
/** What a server handler returns: the wire shape, before the client's transforms. */
export type WireResponseOf<E extends Endpoint> = z.input<ResponseSchemaOf<E>>;

/**
 * Declares a call from its schemas' type (`typeof schemas.addCart`, an `import type` of its area's
 * `*Schemas.ts`) and its descriptor, keeping the literal `access` so the server can type a handler's
 * signed-in user. Curried so that the schemas are named and the access inferred:
 * `defineEndpoint<typeof schemas.addCart>()({ path, method, access })`.
 */
export function defineEndpoint<Schemas extends EndpointSchemas>() {
  return <const Access extends EndpointAccess>(
    descriptor: Omit<Endpoint<Schemas['request'], Schemas['response'], Access>, 'schemaTypes'>,
  ): Endpoint<Schemas['request'], Schemas['response'], Access> => descriptor;
}

/** Declares a call's schemas, in its area's `*Schemas.ts` under the call's own name. */
export function endpointSchemas<Request extends z.ZodType, Response extends z.ZodType>(
  schemas: EndpointSchemas<Request, Response>,
): EndpointSchemas<Request, Response> {
  return schemas;
}
