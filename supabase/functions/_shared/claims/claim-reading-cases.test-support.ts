import { readClaims } from './claim-reading.ts';
import { type ReadStrength, type SentenceClaim, stronger } from './claim-types.ts';
import { readDocument } from '../text/text-document.ts';

/** A text's strongest claim as the reading reads it, and every sentence's reading. */
export function strongestClaim(text: string): SentenceClaim | undefined {
  let strongest: SentenceClaim | undefined;
  for (const claim of readClaims(readDocument(text))) {
    if (!strongest || stronger(claim.strength, strongest.strength)) strongest = claim;
  }
  return strongest;
}

export const strengthOf = (text: string): ReadStrength => strongestClaim(text)?.strength ?? 'none';
