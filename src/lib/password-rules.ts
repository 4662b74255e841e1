/**
 * Password minimum length (spec §9), for every form that sets a password. Here, not beside the
 * zod rule (`password-schema.ts`): the forms render it before zod has loaded.
 */
export const passwordMinimumLength = 6;
