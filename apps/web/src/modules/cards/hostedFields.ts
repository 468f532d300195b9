/**
 * The card gateway's hosted fields (MPGS Hosted Session): its `session.js`, loaded from the
 * gateway's origin, draws a frame from that origin in place of each field's placeholder, and the
 * card number, valid-thru and CVV typed there go to the gateway only. This page learns the masked
 * card (brand, last four) and sends the server the session id.
 */

/** The card fields of `PaymentSession.configure`, as CSS selectors of their placeholders. */
export interface HostedCardFields {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  securityCode: string;
}

/** What `formSessionUpdate` receives (the fields this page reads). */
export interface FormSessionUpdate {
  /** `ok`, `fields_in_error`, `request_timeout` or `system_error`. */
  status: string;
  session?: { id?: string };
  errors?: Partial<Record<'cardNumber' | 'expiryMonth' | 'expiryYear' | 'securityCode', string>>;
}

export interface PaymentSessionApi {
  configure(configuration: {
    session: string;
    fields: { card: HostedCardFields };
    frameEmbeddingMitigation?: string[];
    callbacks: {
      initialized?: (response: { status?: string }) => void;
      formSessionUpdate: (response: FormSessionUpdate) => void;
    };
    interaction?: { displayControl?: { formatCard?: string } };
  }): void;
  updateSessionFromForm(paymentType: 'card'): void;
}

declare global {
  interface Window {
    PaymentSession?: PaymentSessionApi;
  }
}

/** The script's address must be on the gateway's origin the server named: nothing else is loaded. */
export function isGatewayScript(scriptUrl: string, gatewayOrigin: string): boolean {
  try {
    const url = new URL(scriptUrl);
    return (
      url.origin === new URL(gatewayOrigin).origin &&
      (url.protocol === 'https:' || url.hostname === '127.0.0.1' || url.hostname === 'localhost')
    );
  } catch {
    return false;
  }
}

/** Loads the gateway's `session.js` once per address, and answers its `PaymentSession`. */
export function loadPaymentSession(scriptUrl: string, gatewayOrigin: string): Promise<PaymentSessionApi> {
  if (!isGatewayScript(scriptUrl, gatewayOrigin))
    return Promise.reject(new Error(`the card script ${scriptUrl} is not on the gateway's origin`));
  const existing = document.querySelector<HTMLScriptElement>(
    `script[data-card-gateway="${CSS.escape(scriptUrl)}"]`,
  );
  if (existing && window.PaymentSession) return Promise.resolve(window.PaymentSession);
  existing?.remove();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.cardGateway = scriptUrl;
    script.addEventListener('load', () => {
      if (window.PaymentSession) resolve(window.PaymentSession);
      else reject(new Error('the card gateway script defined no PaymentSession'));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('the card gateway script did not load'));
    });
    document.head.append(script);
  });
}
