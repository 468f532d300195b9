/**
 * Starts the MPGS double for a local or e2e run:
 *   node --import tsx apps/server/src/modules/card/gateway/runDouble.ts
 * It takes the same credentials as the client (MPGS_MERCHANT_ID, MPGS_API_PASSWORD) and its port
 * from MPGS_DOUBLE_PORT (0: any free port), prints one JSON line with the base URL to give the
 * server as MPGS_BASE_URL, and stops on SIGINT or SIGTERM.
 */
import { startMpgsDouble } from './mpgsDouble';

const merchantId = process.env.MPGS_MERCHANT_ID?.trim();
const apiPassword = process.env.MPGS_API_PASSWORD?.trim();
if (!merchantId || !apiPassword) throw new Error('set MPGS_MERCHANT_ID and MPGS_API_PASSWORD');
const port = Number(process.env.MPGS_DOUBLE_PORT ?? '0');
if (!Number.isInteger(port) || port < 0 || port > 65_535)
  throw new Error('MPGS_DOUBLE_PORT must be a port number');

const double = await startMpgsDouble({ merchantId, apiPassword, port });
process.stdout.write(`${JSON.stringify({ MPGS_BASE_URL: double.baseUrl })}\n`);

const stop = () => {
  void double.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
