// The schemas of the business calls (`businessCalls.ts`), one file per call.
export { getRate } from './getRate';
