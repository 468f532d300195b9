/** The brands as printed on the cards (the server sends the gateway's `VISA`, `MASTERCARD`). */
export const BRAND_NAMES = { VISA: 'Visa', MASTERCARD: 'Mastercard' } as const;
