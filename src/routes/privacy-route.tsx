import { PrivacyPage } from '@/features/legal/privacy-page';

/** `/privacy`: Privacy Policy (public, lazy-loaded). */
export function PrivacyRoute() {
  return <PrivacyPage />;
}
