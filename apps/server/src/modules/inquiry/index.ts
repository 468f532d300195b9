import type { ServerArea } from '../serverArea';
import { quoteRequests } from './migrations/0007_quote_requests';
import { registerInquiryRoutes } from './quoteRequestRoutes';

/** Quote requests from the sourcing form (spec section 2: `/inquiry`). */
export const inquiryArea: ServerArea = {
  name: 'inquiry',
  migrations: [quoteRequests],
  register: (app, { db, clock }) => registerInquiryRoutes(app, { db, clock }),
};
