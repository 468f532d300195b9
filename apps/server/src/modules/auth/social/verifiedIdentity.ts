export type SocialProvider = 'google' | 'facebook' | 'apple';

/** Who a provider says signed in, after the server checked the provider's proof. */
export interface VerifiedIdentity {
  provider: SocialProvider;
  /** The provider's stable user id (`sub`, or Facebook's user id). */
  subject: string;
  /** An email the provider vouches for, or null. Only a verified email may link accounts. */
  verifiedEmail: string | null;
  /** A display name, when the provider gives one. */
  name: string | null;
}

/** The proof was checked and is not good (bad signature, wrong audience, expired, revoked). */
export class IdentityRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'IdentityRejected';
  }
}

/** The provider could not be asked (network, its own error): the buyer may retry. */
export class ProviderUnreachable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ProviderUnreachable';
  }
}
