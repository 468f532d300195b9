import { expect } from 'vitest';
import { ProviderFailure, type ProviderFailureKind } from '../src/modules/payment/providers';

/** Opens a double's hosted page like a browser, presses approve or decline, and returns where it sent the buyer. */
export async function pressOnHostedPage(
  pageUrl: string,
  button: 'approve' | 'decline',
): Promise<string | undefined> {
  const page = await fetch(pageUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = new RegExp(`<form method="post" action="([^"]+)"><button type="submit" id="${button}">`).exec(
    html,
  );
  expect(form, `the page has a ${button} button`).not.toBeNull();
  const action = new URL(form?.[1] ?? '', pageUrl);
  const answer = await fetch(action, { method: 'POST', redirect: 'manual' });
  await answer.arrayBuffer();
  return answer.headers.get('location') ?? undefined;
}

/** Awaits a promise that must fail with a ProviderFailure of this kind. */
export async function expectFailure(
  promise: Promise<unknown>,
  kind: ProviderFailureKind,
): Promise<ProviderFailure> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderFailure);
  expect((error as ProviderFailure).kind).toBe(kind);
  return error as ProviderFailure;
}
