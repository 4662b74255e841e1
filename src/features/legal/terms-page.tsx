import { LegalDocumentPage } from './legal-document-page';
import { termsOfUse } from './terms-content';

/** The Terms of Use screen at /terms (public). */
export function TermsPage() {
  return <LegalDocumentPage legalDocument={termsOfUse} />;
}
