import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  sendMagicLink,
  signInWithPassword,
  signUpWithPassword,
  type PasswordCredentials,
} from '@/features/auth/api/auth-api';
import { useSupabaseClientSource } from '@/lib/supabase-context';

const firstInteractions = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * The client for a submit. The forms render without it: waiting for supabase-js (about 55 KB
 * gzip) kept `/auth` on LOADING... until it had loaded and run, the page's largest paint and
 * most of its blocking time. It starts loading at the visitor's first focus, click or key on
 * the page, so it is usually there by the time they submit.
 */
function useClientForSubmit(): () => Promise<SupabaseClient> {
  const source = useSupabaseClientSource();
  useEffect(() => {
    if (source.current) return;
    const warm = () => {
      for (const type of firstInteractions) document.removeEventListener(type, warm, true);
      void source.load().catch(() => undefined); // A submit tries again and shows its error.
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
    mutationFn: async (credentials: PasswordCredentials) =>
      signInWithPassword(await client(), credentials),
  });
}

/** SIGNUP in password mode. */
export function useSignUp() {
  const client = useClientForSubmit();
  return useMutation({
    mutationFn: async (credentials: PasswordCredentials) =>
      signUpWithPassword(await client(), credentials),
  });
}

/** SIGNUP in magic-link mode. */
export function useSendMagicLink() {
  const client = useClientForSubmit();
  return useMutation({ mutationFn: async (email: string) => sendMagicLink(await client(), email) });
}
