import { LegalDocumentPage } from './legal-document-page';
import { privacyPolicy } from './privacy-content';

/** The Privacy Policy screen at /privacy (public). */
export function PrivacyPage() {
  return <LegalDocumentPage legalDocument={privacyPolicy} />;
}
