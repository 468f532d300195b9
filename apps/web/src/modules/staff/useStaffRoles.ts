import { useReviewQueue, useSecondStageQueue, useUserInfo } from '@tijara/api';
import { isProcurementManager, type StaffRole } from '@tijara/domain';

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
 * key, so nothing is asked twice; operations' list of orders awaiting their second-stage fee
 * does the same for operations. Procurement staff are known by the level `userInfo` answers (12).
 * When a call for the member's roles exists, this hook reads it.
 */
export function useStaffRoles(): StaffRolesState {
  const finance = useReviewQueue();
  // Operations' list of orders waiting for their second-stage fee answers 403 to anyone else.
  const operations = useSecondStageQueue();
  const areas = [
    { role: 'finance', known: finance.items !== undefined, forbidden: finance.isForbidden, read: finance },
    {
      role: 'operations',
      known: operations.orders !== undefined,
      forbidden: operations.isForbidden,
      read: operations,
    },
  ] as const;
  const failed = areas.some(({ read, forbidden }) => read.error !== undefined && !forbidden);
  const retry = () => {
    for (const { read } of areas) void read.mutate();
  };
  // Procurement staff are the accounts of level 12 (spec sections 3, 6, 9), which `userInfo` answers.
  const { user } = useUserInfo();
  // One role per account: the first area that answers names it.
  const roles: StaffRole[] = areas.filter(({ known }) => known).map(({ role }) => role);
  if (user !== undefined && isProcurementManager(user)) roles.push('procurement');
  if (roles.length > 0) return { roles, failed: false, retry };
  if (areas.every(({ forbidden }) => forbidden)) return { roles: [], failed: false, retry };
  return { roles: undefined, failed, retry };
}
