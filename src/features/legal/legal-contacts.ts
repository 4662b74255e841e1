/**
 * The addresses both legal documents give. Kept in one place so the Terms and the Privacy Policy
 * can never disagree about where a request should go.
 */
export const legalContacts = {
  /** Privacy questions and data requests: access, correction, export, deletion. */
  privacy: 'privacy@associate.app',
  /** Everything else: accounts, billing, these Terms. */
  support: 'support@associate.app',
} as const;
