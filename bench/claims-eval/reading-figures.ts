import { readClaims } from '../../supabase/functions/_shared/claims/claim-reading.ts';
import {
  type ReadStrength,
  type SentenceClaim,
  stronger,
} from '../../supabase/functions/_shared/claims/claim-types.ts';
import { readDocument } from '../../supabase/functions/_shared/text/text-document.ts';
import type { LabelledSentence } from './claims-corpus-schema.ts';
import {
  type ClassificationFigures,
  classificationFigures,
  type PhraseFigures,
  phraseFigures,
} from './classification-figures.ts';

export const strengthLabels = ['correlational', 'conditional', 'causal', 'none'] as const;

/** How the claim reading read a set of labelled sentences. */
export interface ReadingFigures {
  sentences: number;
  strength: ClassificationFigures;
  hedges: PhraseFigures;
  scope: PhraseFigures;
  quantifiers: PhraseFigures;
  statistical: PhraseFigures;
  /** Of the sentences labelled with a relation, how many were read in their labelled tense. */
  tense: { right: number; of: number };
  /** Sentences read at another strength than labelled: id, label → reading. */
  misread: string[];
}

/** A labelled sentence as the reading reads it: its strongest claim, every qualifier. */
export function readLabelled(text: string): {
  strength: ReadStrength;
  strongest: SentenceClaim | undefined;
  claims: SentenceClaim[];
} {
  const claims = readClaims(readDocument(text));
  let strongest: SentenceClaim | undefined;
  for (const claim of claims) {
    if (!strongest || stronger(claim.strength, strongest.strength)) strongest = claim;
  }
  return { strength: strongest?.strength ?? 'none', strongest, claims };
}

export function readingFigures(sentences: readonly LabelledSentence[]): ReadingFigures {
  const outcomes: { truth: string; predicted: string }[] = [];
  const rows = { hedges: [], scope: [], quantifiers: [], statistical: [] } as Record<
    'hedges' | 'scope' | 'quantifiers' | 'statistical',
    { labelled: string[]; found: string[] }[]
  >;
  const tense = { right: 0, of: 0 };
  const misread: string[] = [];
  for (const sentence of sentences) {
    const { strength, strongest, claims } = readLabelled(sentence.text);
    outcomes.push({ truth: sentence.strength, predicted: strength });
    if (strength !== sentence.strength) {
      misread.push(`${sentence.id}: ${sentence.strength} → ${strength}`);
    }
    const found = (pick: (claim: SentenceClaim) => readonly { text: string }[]) =>
      claims.flatMap((claim) => pick(claim).map((each) => each.text));
    rows.hedges.push({ labelled: sentence.hedges, found: found((claim) => claim.hedges) });
    rows.scope.push({ labelled: sentence.scope, found: found((claim) => claim.scope) });
    rows.quantifiers.push({
      labelled: sentence.quantifiers,
      found: found((claim) => claim.quantifiers),
    });
    rows.statistical.push({
      labelled: sentence.statistical,
      found: found((claim) => claim.statistical),
    });
    if (sentence.strength !== 'none') {
      tense.of++;
      if (strongest?.tense === sentence.tense) tense.right++;
    }
  }
  return {
    sentences: sentences.length,
    strength: classificationFigures(outcomes, strengthLabels),
    hedges: phraseFigures(rows.hedges),
    scope: phraseFigures(rows.scope),
    quantifiers: phraseFigures(rows.quantifiers),
    statistical: phraseFigures(rows.statistical),
    tense,
    misread,
  };
}
