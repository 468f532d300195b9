import { z } from 'zod';
import { withKey } from '../validation';
import { DIALING_CODES, PHONE_COUNTRY_ERROR_KEYS } from './phoneCountryRule';

/** The `areaId` of a phone-code login or send-code request: a dialing code from the list. */
export const areaIdSchema = z.enum(DIALING_CODES, withKey(PHONE_COUNTRY_ERROR_KEYS.invalid));
