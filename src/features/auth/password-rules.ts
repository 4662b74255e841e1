/** Password minimum length (spec §9). Here, not in auth-validation.ts: the form renders it. */
export const passwordMinimumLength = 6;
