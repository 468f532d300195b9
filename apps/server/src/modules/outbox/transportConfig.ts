import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from '../../clock';
import type { Transports } from './outboxWorker';
import { outboxFileTransport } from './transports/fileTransport';
import { logTransport } from './transports/logTransport';
import { smtpTransport, type SmtpSettings } from './transports/smtpTransport';
import { whatsAppCloudTransport, type WhatsAppCloudSettings } from './transports/whatsAppCloudTransport';

export interface MessagingConfig {
  mail: { transport: 'log' } | ({ transport: 'smtp' } & SmtpSettings);
  whatsApp: { transport: 'log' } | ({ transport: 'cloud' } & WhatsAppCloudSettings);
  /** OUTBOX_FILE: also append every delivered message to this file (absolute path), outside production. */
  outboxFile: string | undefined;
}

/** The variable that names the outbox file (see apps/server/README.md, "The outbox file"). */
export const OUTBOX_FILE_VARIABLE = 'OUTBOX_FILE';

/**
 * OUTBOX_FILE, resolved against the working folder; undefined when unset. Refused with
 * NODE_ENV=production: the file holds every login and reset code in clear, readable by whoever
 * can read the disk, and a deployment carrying it over from a test setup must not start.
 */
function outboxFile(env: NodeJS.ProcessEnv): string | undefined {
  const value = env[OUTBOX_FILE_VARIABLE]?.trim();
  if (value === undefined || value === '') return undefined;
  if (env.NODE_ENV === 'production') {
    throw new Error(
      `${OUTBOX_FILE_VARIABLE} is set with NODE_ENV=production: refusing to start. The outbox file holds every login and password-reset code in clear and is for development and end-to-end tests only; unset ${OUTBOX_FILE_VARIABLE}.`,
    );
  }
  return path.resolve(value);
}

function required(env: NodeJS.ProcessEnv, name: string, because: string): string {
  const value = env[name];
  if (value === undefined || value.trim() === '') throw new Error(`${name} is required ${because}`);
  return value.trim();
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65_535) {
    throw new Error(`${name} must be a port from 1 to 65535, got "${value}"`);
  }
  return number;
}

function choice<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[]): T {
  const value = (env[name]?.trim() || allowed[0]) as T;
  if (!allowed.includes(value))
    throw new Error(`${name} must be one of ${allowed.join(', ')}, got "${value}"`);
  return value;
}

/**
 * How codes leave the server (see apps/server/README.md). `log` (the default) writes them to the
 * server log for development; `smtp` and `cloud` need their settings and fail at start without them.
 * `OUTBOX_FILE` also records every delivered message in a file, outside production only.
 */
export function readMessagingConfig(env: NodeJS.ProcessEnv): MessagingConfig {
  const mailTransport = choice(env, 'MAIL_TRANSPORT', ['log', 'smtp'] as const);
  const whatsAppTransport = choice(env, 'WHATSAPP_TRANSPORT', ['log', 'cloud'] as const);
  const smtpBecause = 'when MAIL_TRANSPORT=smtp';
  const cloudBecause = 'when WHATSAPP_TRANSPORT=cloud';
  const secure = flag(env, 'SMTP_SECURE', false);
  return {
    outboxFile: outboxFile(env),
    mail:
      mailTransport === 'log'
        ? { transport: 'log' }
        : {
            transport: 'smtp',
            host: required(env, 'SMTP_HOST', smtpBecause),
            port: port(env, 'SMTP_PORT', secure ? 465 : 587),
            secure,
            requireTls: flag(env, 'SMTP_REQUIRE_TLS', true),
            user: env.SMTP_USER?.trim() || undefined,
            password: env.SMTP_PASSWORD,
            from: required(env, 'MAIL_FROM', smtpBecause),
            timeoutSeconds: 30,
          },
    whatsApp:
      whatsAppTransport === 'log'
        ? { transport: 'log' }
        : {
            transport: 'cloud',
            apiUrl: env.WHATSAPP_API_URL?.trim() || 'https://graph.facebook.com',
            apiVersion: env.WHATSAPP_API_VERSION?.trim() || 'v23.0',
            phoneNumberId: required(env, 'WHATSAPP_PHONE_NUMBER_ID', cloudBecause),
            accessToken: required(env, 'WHATSAPP_ACCESS_TOKEN', cloudBecause),
            template: env.WHATSAPP_TEMPLATE?.trim() || 'login_code',
            secondStageTemplate: env.WHATSAPP_SECOND_STAGE_TEMPLATE?.trim() || 'second_stage_fee_due',
            timeoutSeconds: 30,
          },
  };
}

/**
 * Each channel's transport. With an outbox file, the file is written in addition to the channel's
 * transport, not instead of it: the log keeps showing codes to a developer, and a test run against
 * a local SMTP double still sends mail; the file is a record of what was delivered.
 */
export function buildTransports(
  config: MessagingConfig,
  logger: Pick<FastifyBaseLogger, 'info'>,
  clock: Clock = systemClock,
): Transports {
  const transports: Transports = {
    email: config.mail.transport === 'smtp' ? smtpTransport(config.mail) : logTransport(logger),
    whatsapp:
      config.whatsApp.transport === 'cloud' ? whatsAppCloudTransport(config.whatsApp) : logTransport(logger),
  };
  const file = config.outboxFile;
  if (file === undefined) return transports;
  return {
    email: outboxFileTransport(transports.email, file, clock),
    whatsapp: outboxFileTransport(transports.whatsapp, file, clock),
  };
}
