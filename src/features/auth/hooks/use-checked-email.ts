import { useState } from 'react';
import { checkField } from '@/features/auth/submit-modules';

/**
 * An e-mail field checked on submit: `check()` applies the zod rule, shows the problem on the
 * field, and resolves to the trimmed address, or null when it must not be sent.
 */
export function useCheckedEmail(initialEmail: string) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const check = async (): Promise<string | null> => {
    setIsChecking(true);
    const problem = await checkField('email', email);
    setIsChecking(false);
    setError(problem);
    return problem ? null : email.trim();
  };
  return { email, setEmail, error, isChecking, check };
}
