import { useEffect } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useSupabaseClientSource } from '@/lib/supabase-context';

const firstInteractions = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * The client for a form's submit. Forms render without it: waiting for supabase-js (about 55 KB
 * gzip) kept `/auth` on LOADING... until it had loaded and run, the page's largest paint and
 * most of its blocking time. It starts loading at the visitor's first focus, click or key on
 * the page, with `modules` (the form's rules and API calls; keep the array constant), so all of
 * it is usually there by the time they submit.
 */
export function useClientForSubmit(
  modules: readonly (() => Promise<unknown>)[],
): () => Promise<SupabaseClient> {
  const source = useSupabaseClientSource();
  useEffect(() => {
    if (source.current) return;
    const warm = () => {
      for (const type of firstInteractions) document.removeEventListener(type, warm, true);
      // A submit asks again and shows its error.
      for (const loading of [source.load(), ...modules.map((load) => load())]) {
        void loading.catch(() => undefined);
      }
    };
    for (const type of firstInteractions) document.addEventListener(type, warm, true);
    return () => {
      for (const type of firstInteractions) document.removeEventListener(type, warm, true);
    };
  }, [source, modules]);
  return () => source.load();
}
