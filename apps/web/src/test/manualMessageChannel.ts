/**
 * A stand-in for MessageChannel whose messages wait until the test delivers them, one at a time:
 * for code that runs its next step "in a task of its own" through a message (modulePreloads.ts,
 * the start script in serverRendered.ts). Install it with `vi.stubGlobal('MessageChannel', ...)`.
 */
export function manualMessageChannel() {
  const posted: Array<() => void> = [];
  class ManualMessageChannel {
    port1 = { onmessage: null as (() => void) | null, close: () => undefined };
    port2 = { postMessage: () => posted.push(() => this.port1.onmessage?.()) };
  }
  return {
    MessageChannel: ManualMessageChannel,
    /** Delivers the oldest waiting message. */
    deliverNext: () => posted.shift()?.(),
    /** How many messages wait. */
    waiting: () => posted.length,
  };
}
