import { useMutation } from '@tanstack/react-query';
import {
  sendMagicLink,
  signInWithPassword,
  signUpWithPassword,
  type PasswordCredentials,
} from '@/features/auth/api/auth-api';
import { useSupabaseClient } from '@/lib/supabase-context';

/** LOGIN: e-mail and password sign-in. */
export function useSignIn() {
  const client = useSupabaseClient();
  return useMutation({
    mutationFn: (credentials: PasswordCredentials) => signInWithPassword(client, credentials),
  });
}

/** SIGNUP in password mode. */
export function useSignUp() {
  const client = useSupabaseClient();
  return useMutation({
    mutationFn: (credentials: PasswordCredentials) => signUpWithPassword(client, credentials),
  });
}

/** SIGNUP in magic-link mode. */
export function useSendMagicLink() {
  const client = useSupabaseClient();
  return useMutation({ mutationFn: (email: string) => sendMagicLink(client, email) });
}
