/** The variable that turns the development accounts on or off (see the root README). */
export const DEV_ACCOUNTS_VARIABLE = 'SEED_DEV_ACCOUNTS';

/**
 * Whether start-up creates the development accounts (`DEV_ACCOUNTS`): yes by default outside
 * production, never in production. Asking for them in production (`SEED_DEV_ACCOUNTS=1` with
 * `NODE_ENV=production`) is a mistake in the deployment, so the server refuses to start rather
 * than quietly ignore it: accounts with published passwords must not reach a real database, and
 * the operator must not believe they exist when they do not.
 *
 * @throws Error with a message for the operator when the combination is refused or the value unknown.
 */
export function readDevAccountsSetting(env: NodeJS.ProcessEnv): boolean {
  const production = env.NODE_ENV === 'production';
  const raw = env[DEV_ACCOUNTS_VARIABLE]?.trim().toLowerCase();
  let asked: boolean | undefined;
  if (raw === undefined || raw === '') asked = undefined;
  else if (raw === '1' || raw === 'true') asked = true;
  else if (raw === '0' || raw === 'false') asked = false;
  else {
    throw new Error(
      `${DEV_ACCOUNTS_VARIABLE} must be 1 or 0 (true or false), got "${env[DEV_ACCOUNTS_VARIABLE]}"`,
    );
  }
  if (production && asked === true) {
    throw new Error(
      `${DEV_ACCOUNTS_VARIABLE}=1 with NODE_ENV=production: refusing to start. The development accounts have published passwords and are never created in production; unset ${DEV_ACCOUNTS_VARIABLE} (or unset NODE_ENV on a development machine).`,
    );
  }
  return asked ?? !production;
}
