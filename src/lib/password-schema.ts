import { passwordMinimumLength } from '@/lib/password-rules';
import { z } from '@/lib/zod';

/** A password a user chooses: required, at least the spec's minimum length. */
export const passwordFieldSchema = z
  .string()
  .min(1, 'Password is required.')
  .min(passwordMinimumLength, `Password must be at least ${passwordMinimumLength} characters.`);
