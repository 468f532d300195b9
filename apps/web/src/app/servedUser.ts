import { userInfo, type PrefetchedAnswer } from '@tijara/api';
import type { UserInfo } from '@tijara/domain';

/**
 * The signed-in buyer a page was rendered for: the server's `userInfo` answer among the answers it
 * rendered from (every signed-in page reads it, privatePages.ts), or undefined when it has none.
 * The server read it through the contract's schema, and the page hydrates with it; given to the
 * session (`setUser`), it spares the check of the user stored on an earlier visit, which would load
 * zod and the account schemas into a page that needs neither.
 */
export function servedUser(answers: readonly PrefetchedAnswer[]): UserInfo | undefined {
  const answer = answers.find(({ path }) => path === userInfo.path);
  return typeof answer?.data === 'object' && answer.data !== null ? (answer.data as UserInfo) : undefined;
}
