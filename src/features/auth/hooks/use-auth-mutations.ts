import { useMutation } from '@tanstack/react-query';
import type { PasswordCredentials } from '@/features/auth/api/auth-api';
import { loadAuthApi, loadAuthValidation } from '@/features/auth/submit-modules';
import { useClientForSubmit } from '@/lib/use-client-for-submit';

/** What every auth form's submit needs besides the client; loaded at the first interaction. */
const submitModules = [loadAuthApi, loadAuthValidation];

/** LOGIN: e-mail and password sign-in. */
export function useSignIn() {
  const client = useClientForSubmit(submitModules);
  return useMutation({
    mutationFn: async (credentials: PasswordCredentials) => {
      const [api, supabase] = await Promise.all([loadAuthApi(), client()]);
      return api.signInWithPassword(supabase, credentials);
    },
  });
}

/** SIGNUP in password mode. */
export function useSignUp() {
  const client = useClientForSubmit(submitModules);
  return useMutation({
    mutationFn: async (credentials: PasswordCredentials) => {
      const [api, supabase] = await Promise.all([loadAuthApi(), client()]);
      return api.signUpWithPassword(supabase, credentials);
    },
  });
}

/** SIGNUP in magic-link mode. */
export function useSendMagicLink() {
  const client = useClientForSubmit(submitModules);
  return useMutation({
    mutationFn: async (email: string) => {
      const [api, supabase] = await Promise.all([loadAuthApi(), client()]);
      return api.sendMagicLink(supabase, email);
    },
  });
}

/** LOGIN's FORGOT PASSWORD?: a link to the reset screen, for approved addresses only. */
export function useSendPasswordResetLink() {
  const client = useClientForSubmit(submitModules);
  return useMutation({
    mutationFn: async (email: string) => {
      const [api, supabase] = await Promise.all([loadAuthApi(), client()]);
      return api.sendPasswordResetLink(supabase, email);
    },
  });
}
