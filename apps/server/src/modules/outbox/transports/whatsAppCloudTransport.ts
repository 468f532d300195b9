import { formatUsd, usdCents, type Locale } from '@tijara/domain';
import type { OutboxMessage } from '../outboxRepository';
import type { MessageTransport } from './transport';

export interface WhatsAppCloudSettings {
  /** Graph API origin, `https://graph.facebook.com` in production. */
  apiUrl: string;
  /** Graph API version, for example `v23.0`. */
  apiVersion: string;
  /** The business phone number's id in WhatsApp Manager. */
  phoneNumberId: string;
  /** A system-user access token with the whatsapp_business_messaging permission. */
  accessToken: string;
  /** The approved authentication template that carries the code (one body parameter, a copy-code button). */
  template: string;
  /**
   * The approved utility template that tells a buyer their second-stage fee is due: two body
   * parameters, the order number and the amount. @default 'second_stage_fee_due'
   */
  secondStageTemplate?: string;
  timeoutSeconds: number;
}

/** What a message's template is, and the components that fill it. */
function templateOf(message: OutboxMessage, settings: WhatsAppCloudSettings) {
  const { payload } = message;
  const text = (value: string) => ({ type: 'text', text: value });
  switch (payload.kind) {
    case 'loginCode':
      return {
        name: settings.template,
        components: [
          { type: 'body', parameters: [text(payload.code)] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [text(payload.code)] },
        ],
      };
    case 'secondStageFeeDue':
      return {
        name: settings.secondStageTemplate ?? 'second_stage_fee_due',
        components: [
          {
            type: 'body',
            parameters: [text(payload.orderNo), text(formatUsd(usdCents(payload.amountCents)))],
          },
        ],
      };
    default:
      throw new Error(`WhatsApp has no template for ${payload.kind}`);
  }
}

/**
 * The template's language per storefront locale. WhatsApp templates have no Sorani Kurdish
 * language, so Kurdish readers get the Arabic template (the same script, read by nearly all).
 */
const TEMPLATE_LANGUAGE: Record<Locale, string> = { ar: 'ar', ckb: 'ar', en: 'en_US', zh: 'zh_CN' };

/**
 * Sends login codes (and second-stage fee notices) with the WhatsApp Business Cloud API: POST {apiUrl}/{version}/{phone number
 * id}/messages, bearer token, an authentication template whose body and copy-code button both
 * take the code. Business-initiated messages must be templates; free text is refused.
 */
export function whatsAppCloudTransport(
  settings: WhatsAppCloudSettings,
  fetchImpl: typeof fetch = globalThis.fetch,
): MessageTransport {
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/${settings.apiVersion}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    name: 'whatsapp-cloud',
    async deliver(message) {
      const template = templateOf(message, settings);
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.recipient,
          type: 'template',
          template: {
            name: template.name,
            language: { code: TEMPLATE_LANGUAGE[message.payload.locale] },
            components: template.components,
          },
        }),
        signal: AbortSignal.timeout(settings.timeoutSeconds * 1000),
      });
      const body = (await response.json().catch(() => null)) as {
        messages?: { id?: string }[];
        error?: { message?: string; code?: number };
      } | null;
      if (!response.ok || !body?.messages?.[0]?.id) {
        const reason = body?.error ? `${body.error.code ?? ''} ${body.error.message ?? ''}`.trim() : '';
        throw new Error(`WhatsApp Cloud API answered ${response.status}${reason ? `: ${reason}` : ''}`);
      }
    },
  };
}
