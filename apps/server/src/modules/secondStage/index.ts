import type { ServerArea } from '../serverArea';
import { secondStage } from './migrations/0018_second_stage';
import { chargeWarehouseStorage } from './secondStageJobs';
import { registerSecondStageRoutes } from './secondStageRoutes';

export { chargeWarehouseStorage } from './secondStageJobs';

/**
 * The second stage of an order (issue 15 item 6; spec sections 3, 4, 9): operations staff set its
 * fee lines, which moves the order to logistics payment (10) and tells the buyer; the buyer pays
 * stage 2 through the payment area, which prices it from the same lines; warehouse storage accrues
 * into the stage daily after 5 free days.
 */
export const secondStageArea: ServerArea = {
  name: 'secondStage',
  migrations: [secondStage],
  jobs: [chargeWarehouseStorage],
  register: (app, { db, clock }) => registerSecondStageRoutes(app, { db, clock }),
};
