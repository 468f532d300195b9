import { getUserList } from '@tijara/api/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/registerEndpoint';
import { findCustomers } from './customerRepository';

/** The procurement staff's customer lookup (the contract limits it to the procurement role). */
export function registerCustomerRoutes(app: FastifyInstance, db: Database): void {
  registerEndpoint(app, getUserList, ({ account }) => findCustomers(db, account));
}
