import { passwordFieldSchema } from '@/lib/password-schema';
import { z } from '@/lib/zod';

/** Each field's first problem, null when it is fine. */
export interface NewPasswordProblems {
  password: string | null;
  confirmation: string | null;
  code: string | null;
}

const confirmationSchema = z.string().min(1, 'Type the new password again.');
// Auth's codes are 6 to 10 digits (`otp_length`).
const codeSchema = z
  .string()
  .trim()
  .min(1, 'Enter the code from the e-mail.')
  .regex(/^\d{6,10}$/, 'The code is the 6-digit number in the e-mail.');

function firstProblem(schema: z.ZodType, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid value.');
}

/**
 * The new password twice (the spec's minimum length, the same both times) and, once Auth asked
 * for it, the e-mailed code.
 */
export function newPasswordProblems(fields: {
  password: string;
  confirmation: string;
  code: string | null;
}): NewPasswordProblems {
  const confirmationProblem = firstProblem(confirmationSchema, fields.confirmation);
  return {
    password: firstProblem(passwordFieldSchema, fields.password),
    confirmation:
      confirmationProblem ??
      (fields.confirmation === fields.password ? null : 'Passwords do not match.'),
    code: fields.code === null ? null : firstProblem(codeSchema, fields.code),
  };
}
