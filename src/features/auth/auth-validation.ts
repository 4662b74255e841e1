import { z } from '@/lib/zod';

export const emailFieldSchema = z
  .string()
  .trim()
  .min(1, 'E-mail is required.')
  .pipe(z.email('Enter a valid e-mail address.'));

/** The first problem with a field, or null when it is valid. */
export function fieldError(schema: z.ZodType, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid value.');
}
