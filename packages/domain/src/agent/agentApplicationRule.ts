/** The applicant's name and the brand have at most 128 characters, like an address name (our choice: spec section 5 gives none). */
export const AGENT_TEXT_MAX_LENGTH = 128;

export const AGENT_APPLICATION_ERROR_KEYS = {
  nameRequired: 'agent.name.required',
  nameTooLong: 'agent.name.tooLong',
  brandRequired: 'agent.brand.required',
  brandTooLong: 'agent.brand.tooLong',
} as const;
