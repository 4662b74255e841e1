/** The product's tagline, shared by the landing page and the chat's empty state. */
export const productTagline = 'Bridging the gap between what you mean and what they understand.';

/**
 * The text every screen shows when an address is not on the beta approval list (spec §5). Here,
 * not beside the approval check: the sign-in page shows it without loading the check's zod schema.
 */
export const notApprovedMessage = "Your account hasn't been approved yet. Please request access.";
