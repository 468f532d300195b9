/** Every call goes to this same-origin base path (spec section 7). */
export const PDPD_BASE_PATH = '/pdpd';

/** Fixed request headers of spec section 7: the storefront is channel 6, user type 2. */
export const FIXED_HEADERS = { channel: '6', 'user-type': '2' } as const;

/** Spec section 7: "Default timeout 250000 ms". */
export const REQUEST_TIMEOUT_MS = 250_000;

/** Spec section 7: "No response: code -404". */
export const NO_RESPONSE_CODE = -404;

/** The answer to every call: `success, code, msg, data` (spec section 7). */
export interface Envelope<Data> {
  success: boolean;
  code: number;
  msg: string;
  data: Data;
}

/** Spec section 7: "Codes 200-299 and 304: success". */
export function isSuccessCode(code: number): boolean {
  return (code >= 200 && code <= 299) || code === 304;
}
