import nodemailer from 'nodemailer';
import { renderMessage } from '../messageTexts';
import type { MessageTransport } from './transport';

export interface SmtpSettings {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (port 465); otherwise STARTTLS after EHLO. */
  secure: boolean;
  /** Refuse to send when the server does not offer STARTTLS: codes must not cross in clear. */
  requireTls: boolean;
  user: string | undefined;
  password: string | undefined;
  /** The From address, for example `Tijara <no-reply@example.com>`. */
  from: string;
  /** Seconds to wait for the server at each step before the attempt fails and is retried. */
  timeoutSeconds: number;
}

/** Emails through an SMTP server (nodemailer speaks the protocol: EHLO, STARTTLS, AUTH, DATA, MIME). */
export function smtpTransport(settings: SmtpSettings): MessageTransport {
  const timeout = settings.timeoutSeconds * 1000;
  const transporter = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: !settings.secure && settings.requireTls,
    ignoreTLS: !settings.secure && !settings.requireTls,
    auth: settings.user !== undefined ? { user: settings.user, pass: settings.password ?? '' } : undefined,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    name: 'smtp',
    async deliver(message) {
      const { subject, text } = renderMessage(message.payload);
      await transporter.sendMail({ from: settings.from, to: message.recipient, subject, text });
    },
  };
}
