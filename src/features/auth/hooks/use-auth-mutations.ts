import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { PasswordCredentials } from '@/features/auth/api/auth-api';
import { loadAuthApi, loadAuthValidation } from '@/features/auth/submit-modules';
import { useSupabaseClientSource } from '@/lib/supabase-context';

const firstInteractions = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * The client for a submit. The forms render without it: waiting for supabase-js (about 55 KB
 * gzip) kept `/auth` on LOADING... until it had loaded and run, the page's largest paint and
 * most of its blocking time. It starts loading at the visitor's first focus, click or key on
 * the page, with the rest of what a submit needs, so all of it is usually there by the time
 * they submit.
 */
function useClientForSubmit(): () => Promise<SupabaseClient> {
  const source = useSupabaseClientSource();
  useEffect(() => {
    if (source.current) return;
    const warm = () => {
      for (const type of firstInteractions) document.removeEventListener(type, warm, true);
      // A submit asks again and shows its error.
      for (const loading of [source.load(), loadAuthApi(), loadAuthValidation()]) {
        void loading.catch(() => undefined);
      }
    };
    for (const type of firstInteractions) document.addEventListener(type, warm, true);
    return () => {
      for (const type of firstInteractions) document.removeEventListener(type, warm, true);
    };
  }, [source]);
  return () => source.load();
}

/** LOGIN: e-mail and password sign-in. */
export function useSignIn() {
  const client = useClientForSubmit();
  return useMutation({
    mutationFn: async (credentials: PasswordCredentials) => {
      const [api, supabase] = await Promise.all([loadAuthApi(), client()]);
      return api.signInWithPassword(supabase, credentials);
    },
  });
}

/** SIGNUP in password mode. */
export function useSignUp() {
  const client = useClientForSubmit();
  return useMutation({
    mutationFn: async (credentials: PasswordCredentials) => {
      const [api, supabase] = await Promise.all([loadAuthApi(), client()]);
      return api.signUpWithPassword(supabase, credentials);
    },
  });
}

/** SIGNUP in magic-link mode. */
export function useSendMagicLink() {
  const client = useClientForSubmit();
  return useMutation({
    mutationFn: async (email: string) => {
      const [api, supabase] = await Promise.all([loadAuthApi(), client()]);
      return api.sendMagicLink(supabase, email);
    },
  });
}
