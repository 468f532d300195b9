/** Spec sections 4 and 9: after sending a code, the send button waits 60 seconds. */
export const RESEND_CODE_WAIT_SECONDS = 60;

export interface ResendCodeCountdown {
  /** Whole seconds still to wait, rounded up: the number the button shows, 0 when it can send. */
  secondsLeft: number;
  canSend: boolean;
}

/**
 * Where the send-code countdown stands at `now`, for a code sent at `sentAt` (both epoch
 * milliseconds; `null` when no code was sent). A clock that went backwards restarts the wait
 * rather than allowing a second code at once.
 */
export function resendCodeCountdown(sentAt: number | null, now: number): ResendCodeCountdown {
  if (sentAt === null) return { secondsLeft: 0, canSend: true };
  const elapsed = Math.max(0, now - sentAt);
  const secondsLeft = Math.max(0, Math.ceil((RESEND_CODE_WAIT_SECONDS * 1000 - elapsed) / 1000));
  return { secondsLeft, canSend: secondsLeft === 0 };
}
