/** The product's tagline, shared by the landing page and the chat's empty state. */
export const productTagline = 'Bridging the gap between what you mean and what they understand.';
