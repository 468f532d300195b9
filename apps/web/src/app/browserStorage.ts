/**
 * The browser's localStorage, or undefined where reading the property itself throws (storage
 * disabled, sandboxed frames) or there is none (tests without a DOM). Callers fall back to their
 * defaults then.
 */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
