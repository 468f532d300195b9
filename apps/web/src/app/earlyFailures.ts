import type { PdpdFailure } from '@tijara/api';

/** What the storefront does with a failed call: sign out on a 401, a toast for anything else. */
export interface FailureHandlers {
  onUnauthorized: (failure: PdpdFailure) => void;
  onFailure: (failure: PdpdFailure) => void;
}

type Queued = { kind: keyof FailureHandlers; failure: PdpdFailure };

let current: FailureHandlers | null = null;
const queued: Queued[] = [];

function deliver(kind: keyof FailureHandlers, failure: PdpdFailure): void {
  if (current) current[kind](failure);
  else queued.push({ kind, failure });
}

/**
 * The handlers of the calls made before the app has rendered (the first screen's data, see
 * `preloadFirstScreen`): their failures wait until the app can show them, then go where every
 * other failure goes (the toast, or signing out).
 */
export const earlyFailureHandlers: FailureHandlers = {
  onUnauthorized: (failure) => deliver('onUnauthorized', failure),
  onFailure: (failure) => deliver('onFailure', failure),
};

/** Hands the early calls' failures, those waiting and those to come, to the app's handlers. */
export function handleEarlyFailures(handlers: FailureHandlers): () => void {
  current = handlers;
  for (const { kind, failure } of queued.splice(0)) handlers[kind](failure);
  return () => {
    if (current === handlers) current = null;
  };
}
