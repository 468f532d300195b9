/**
 * Starts the ZainCash and FIB doubles for a local or e2e run:
 *   node --import tsx apps/server/src/modules/payment/providers/doubles/run.ts
 * They take the same credentials as the clients (ZAINCASH_CLIENT_ID, ZAINCASH_CLIENT_SECRET,
 * ZAINCASH_API_KEY, FIB_CLIENT_ID, FIB_CLIENT_SECRET), ports from ZAINCASH_DOUBLE_PORT and
 * FIB_DOUBLE_PORT (0: any free port), and ZainCash's webhook target from ZAINCASH_WEBHOOK_URL.
 * A double whose credentials are unset is not started. It prints one JSON line with the base URLs
 * to give the server as ZAINCASH_BASE_URL and FIB_BASE_URL, and stops on SIGINT or SIGTERM.
 */
import { startFibDouble } from './fibDouble';
import { startZainCashDouble } from './zainCashDouble';

function port(name: string): number {
  const value = Number(process.env[name] ?? '0');
  if (!Number.isInteger(value) || value < 0 || value > 65_535)
    throw new Error(`${name} must be a port number`);
  return value;
}

const env = process.env;
const running: { stop(): Promise<void> }[] = [];
const urls: Record<string, string> = {};

if (env.ZAINCASH_CLIENT_ID && env.ZAINCASH_CLIENT_SECRET && env.ZAINCASH_API_KEY) {
  const double = await startZainCashDouble({
    port: port('ZAINCASH_DOUBLE_PORT'),
    clientId: env.ZAINCASH_CLIENT_ID,
    clientSecret: env.ZAINCASH_CLIENT_SECRET,
    secret: env.ZAINCASH_API_KEY,
    webhookUrl: env.ZAINCASH_WEBHOOK_URL,
  });
  running.push(double);
  urls.ZAINCASH_BASE_URL = double.baseUrl;
}
if (env.FIB_CLIENT_ID && env.FIB_CLIENT_SECRET) {
  const double = await startFibDouble({
    port: port('FIB_DOUBLE_PORT'),
    clientId: env.FIB_CLIENT_ID,
    clientSecret: env.FIB_CLIENT_SECRET,
  });
  running.push(double);
  urls.FIB_BASE_URL = double.baseUrl;
}
process.stdout.write(`${JSON.stringify(urls)}\n`);

const stop = () => {
  void Promise.all(running.map((double) => double.stop())).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
