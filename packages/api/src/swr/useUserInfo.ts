import type { UserInfo } from '@tijara/domain';
import type { PdpdError } from '../client';
import { userInfo } from '../contract';
import { usePdpdContext } from './PdpdProvider';
import { usePdpdQuery } from './usePdpdQuery';
import { useSessionSnapshot } from './useSession';

export interface UserInfoState {
  /** The signed-in buyer; until the first answer, the one stored with the session (if any). */
  user: UserInfo | undefined;
  error: PdpdError | undefined;
  isLoading: boolean;
}

const NO_REQUEST = {};

/**
 * The signed-in buyer (spec section 7, `GET /hello/user/userInfo`): the header's greeting and user
 * menu. Nothing is fetched while signed out. Each answer is stored with the session, so the next
 * visit greets the buyer before the call returns.
 */
export function useUserInfo(): UserInfoState {
  const { session } = usePdpdContext();
  const stored = useSessionSnapshot()?.user ?? undefined;
  const { data, error, isLoading } = usePdpdQuery(userInfo, NO_REQUEST, {
    fallbackData: stored,
    onSuccess: (user) => session.setUser(user),
  });
  return { user: data, error, isLoading };
}
