import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { formatLegalDate } from './format-legal-date';
import type { LegalBlock, LegalDocument, LegalSection } from './legal-document-schema';
import { LegalText } from './legal-text';

interface LegalDocumentPageProps {
  legalDocument: LegalDocument;
}

/**
 * The one renderer behind /terms and /privacy: a BACK button to /dashboard, then the document as
 * an article whose numbered sections are `<section>` elements under `<h2>` headings.
 */
export function LegalDocumentPage({ legalDocument }: LegalDocumentPageProps) {
  const navigate = useNavigate();

  return (
    <main className="min-h-screen bg-terminal-background font-mono text-terminal-foreground">
      <div className="mx-auto w-full max-w-[70ch] px-4 py-6 sm:px-6 sm:py-10">
        <Button variant="outline" size="small" onClick={() => navigate('/dashboard')}>
          <span aria-hidden="true">&lt;</span>
          BACK
        </Button>
        <article className="mt-8 text-sm leading-relaxed wrap-break-word sm:text-base">
          <header className="border-b border-terminal-border pb-4">
            <h1 className="text-xl font-bold tracking-widest sm:text-2xl">
              {legalDocument.title.toUpperCase()}
            </h1>
            <p className="mt-2 text-terminal-dim">
              Last updated:{' '}
              <time dateTime={legalDocument.lastUpdated}>
                {formatLegalDate(legalDocument.lastUpdated)}
              </time>
            </p>
          </header>
          {legalDocument.introduction.map((paragraph, index) => (
            <p key={index} className="mt-4">
              <LegalText text={paragraph} />
            </p>
          ))}
          {legalDocument.sections.map((section, index) => (
            <LegalSectionView key={section.id} section={section} number={index + 1} />
          ))}
        </article>
      </div>
    </main>
  );
}

interface LegalSectionViewProps {
  section: LegalSection;
  number: number;
}

function LegalSectionView({ section, number }: LegalSectionViewProps) {
  return (
    <section id={section.id} className="mt-8 scroll-mt-6">
      <h2 className="font-bold tracking-wider uppercase">{`${number}. ${section.heading}`}</h2>
      {section.body.map((block, index) => (
        <LegalBlockView key={index} block={block} />
      ))}
    </section>
  );
}

function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <p className="mt-3">
        <LegalText text={block} />
      </p>
    );
  }
  return (
    <ul className="mt-3 list-disc space-y-2 pl-5 marker:text-terminal-dim">
      {block.list.map((item, index) => (
        <li key={index}>
          <LegalText text={item} />
        </li>
      ))}
    </ul>
  );
}
