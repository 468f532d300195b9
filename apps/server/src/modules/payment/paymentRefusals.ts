import { PAYMENT_STAGE_ERROR, type PaymentStageErrorKey } from '@tijara/domain';
import { ApiError } from '../../http/ApiError';

/** How each refusal of the stage rules is answered: a conflict with what exists, or a request that cannot be met. */
const STATUS_OF_REFUSAL: Record<PaymentStageErrorKey, number> = {
  [PAYMENT_STAGE_ERROR.alreadyPaid]: 409,
  [PAYMENT_STAGE_ERROR.attemptOpen]: 409,
  [PAYMENT_STAGE_ERROR.alreadyDecided]: 409,
  [PAYMENT_STAGE_ERROR.closed]: 422,
  [PAYMENT_STAGE_ERROR.notPayable]: 422,
  [PAYMENT_STAGE_ERROR.methodUnavailable]: 422,
  [PAYMENT_STAGE_ERROR.wrongDecision]: 422,
  [PAYMENT_STAGE_ERROR.reasonRequired]: 400,
};

/** A refusal of the domain's stage rules as the API answers it (its message key, 409, 422 or 400). */
export const refusal = (key: PaymentStageErrorKey) =>
  new ApiError(STATUS_OF_REFUSAL[key], STATUS_OF_REFUSAL[key], key);
