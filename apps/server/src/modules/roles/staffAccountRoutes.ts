import {
  listStaffAccounts as listStaffAccountsCall,
  setAccountRole as setAccountRoleCall,
} from '@tijara/api/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { listStaffAccounts, setAccountRole } from './roleRepository';

/** The administrator's calls (the contract limits both to the administrator role). */
export function registerStaffAccountRoutes(app: FastifyInstance, db: Database): void {
  registerEndpoint(app, listStaffAccountsCall, () => listStaffAccounts(db));

  registerEndpoint(app, setAccountRoleCall, async ({ userId, role }) => {
    if (!(await setAccountRole(db, userId, role))) throw new ApiError(404, 404, 'error.accountNotFound');
    return { userId, role };
  });
}
