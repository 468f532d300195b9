import type { Locale } from '@tijara/domain';

/** A text written once per interface language; Arabic is shown where a language has none. */
export type LocalizedText = Readonly<Partial<Record<Locale, string>>>;

export interface Office {
  /** Which office, named by the app's copy (`footer.office.<id>`). */
  id: 'baghdad' | 'china';
  /** The street address, or null while it is not published. */
  address: LocalizedText | null;
  /** A telephone number in international form (`+964 ...`), or null. */
  phone: string | null;
}

export interface ContactDetails {
  /** Spec section 1: "Footer: an office in Baghdad, an office in China and a support address". */
  offices: readonly Office[];
  /** The support address (email) buyers write to, or null. */
  supportEmail: string | null;
  /** The WhatsApp number of the support desk, digits only with the country code (`9647...`), or null. */
  whatsAppNumber: string | null;
}

/**
 * THE OPERATOR'S CONTACT DETAILS: EDIT THEM HERE. The footer and the help panel read them from
 * this one place. The spec names the two offices and a support address but gives none of their
 * details, so they are empty: an empty detail is simply not shown (nothing is made up), and the
 * help panel offers the WhatsApp and email links only once the number and the address are set.
 */
export const CONTACT_DETAILS: ContactDetails = {
  offices: [
    { id: 'baghdad', address: null, phone: null },
    { id: 'china', address: null, phone: null },
  ],
  supportEmail: null,
  whatsAppNumber: null,
};

/** An office's address in the buyer's language, falling back to Arabic, or null. */
export function addressIn(address: LocalizedText | null, locale: Locale): string | null {
  return address?.[locale] ?? address?.ar ?? null;
}

/**
 * A click-to-chat link (`https://wa.me/<number>?text=...`): WhatsApp opens a chat with the number,
 * the message typed in. The number keeps its digits only, as WhatsApp requires.
 */
export function whatsAppLink(number: string, message: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** A `mailto:` link with the subject filled in. */
export function emailLink(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/**
 * The language of the chat panel: the interface language, with Chinese as `zh-CN` (spec, issue 7:
 * "the chat widget's language is set (zh-CN for Chinese)").
 */
export function chatLanguageOf(locale: Locale): string {
  return locale === 'zh' ? 'zh-CN' : locale;
}
