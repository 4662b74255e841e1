import { useMutation } from '@tanstack/react-query';
import type { PasswordUpdate } from '@/features/password/api/password-api';
import { loadPasswordApi, loadPasswordValidation } from '@/features/password/submit-modules';
import { useClientForSubmit } from '@/lib/use-client-for-submit';

const submitModules = [loadPasswordApi, loadPasswordValidation];

/**
 * Sets the new password. `onUpdated` runs even if the form is gone by then (the reset screen
 * leaves as soon as the recovery ends), so the success toast is never lost.
 */
export function useUpdatePassword(onUpdated: () => void) {
  const client = useClientForSubmit(submitModules);
  return useMutation({
    mutationFn: async (update: PasswordUpdate) => {
      const [api, supabase] = await Promise.all([loadPasswordApi(), client()]);
      return api.updatePassword(supabase, update);
    },
    onSuccess: onUpdated,
  });
}

/** E-mails the code a password change needs when Auth asks for one. */
export function useSendReauthenticationCode() {
  const client = useClientForSubmit(submitModules);
  return useMutation({
    mutationFn: async () => {
      const [api, supabase] = await Promise.all([loadPasswordApi(), client()]);
      return api.sendReauthenticationCode(supabase);
    },
  });
}
