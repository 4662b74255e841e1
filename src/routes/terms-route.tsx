import { TermsPage } from '@/features/legal/terms-page';

/** `/terms`: Terms of Use (public, lazy-loaded). */
export function TermsRoute() {
  return <TermsPage />;
}
