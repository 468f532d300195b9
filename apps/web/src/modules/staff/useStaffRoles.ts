import { useReviewQueue } from '@tijara/api';
import type { StaffRole } from '@tijara/domain';

export interface StaffRolesState {
  /** The member's staff roles the server confirmed; undefined while it has not answered. */
  roles: readonly StaffRole[] | undefined;
  /** The server could not be asked (no connection, a server error): the console offers a retry. */
  failed: boolean;
  retry: () => void;
}

/**
 * Which staff roles the signed-in member has, as the server answers it. No call names an
 * account's role to its owner yet (`userInfo` answers the level only, and finance has the buyer's
 * level), so each role is learnt from the first read of its own area: finance's queue answers the
 * queue to finance and 403 to anyone else. The queue's screen reads the same call under the same
 * key, so nothing is asked twice. When a call for the member's roles exists, this hook reads it.
 */
export function useStaffRoles(): StaffRolesState {
  const finance = useReviewQueue();
  const failed = finance.error !== undefined && !finance.isForbidden;
  const retry = () => void finance.mutate();
  if (finance.items !== undefined) return { roles: ['finance'], failed: false, retry };
  if (finance.isForbidden) return { roles: [], failed: false, retry };
  return { roles: undefined, failed, retry };
}
