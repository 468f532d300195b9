import { describe, expect, it } from 'vitest';
import { RESEND_CODE_WAIT_SECONDS, resendCodeCountdown } from './resendCode';

const sentAt = 1_700_000_000_000;

describe('resendCodeCountdown', () => {
  it('lets a first code be sent at once', () => {
    expect(resendCodeCountdown(null, sentAt)).toEqual({ secondsLeft: 0, canSend: true });
  });

  it('counts 60 seconds down, rounding up so the button never shows 0 while waiting', () => {
    expect(RESEND_CODE_WAIT_SECONDS).toBe(60);
    expect(resendCodeCountdown(sentAt, sentAt)).toEqual({ secondsLeft: 60, canSend: false });
    expect(resendCodeCountdown(sentAt, sentAt + 1)).toEqual({ secondsLeft: 60, canSend: false });
    expect(resendCodeCountdown(sentAt, sentAt + 1_000)).toEqual({ secondsLeft: 59, canSend: false });
    expect(resendCodeCountdown(sentAt, sentAt + 59_999)).toEqual({ secondsLeft: 1, canSend: false });
  });

  it('allows another code once 60 seconds have passed', () => {
    expect(resendCodeCountdown(sentAt, sentAt + 60_000)).toEqual({ secondsLeft: 0, canSend: true });
    expect(resendCodeCountdown(sentAt, sentAt + 3_600_000)).toEqual({ secondsLeft: 0, canSend: true });
  });

  it('restarts the wait when the clock went backwards', () => {
    expect(resendCodeCountdown(sentAt, sentAt - 5_000)).toEqual({ secondsLeft: 60, canSend: false });
  });
});
