import type { ClaimChange } from '../contract/claims-contract.ts';
import type { RefinementStyle } from '../contract/route-request-contract.ts';
import { maxNotes, quote } from './clarity-notes.ts';
import { refinementStyles } from './styles/refinement-styles.ts';

/**
 * The note for edits the engine held back to keep a claim as strong as written: a style that
 * drops hedges (DIRECT, SHORTER) tells the writer a hedge of a finding could go, and leaves it
 * to them (only the writer knows how sure the data are).
 */
export function claimHoldNote(
  changes: readonly ClaimChange[],
  style: RefinementStyle | undefined,
): string | undefined {
  const hedges = [
    ...new Set(changes.filter((change) => change.kind === 'hedge').map((change) => change.before!)),
  ];
  if (hedges.length === 0) return undefined;
  const label = style ? `${refinementStyles[style].label}: ` : '';
  const words = hedges
    .slice(0, 3)
    .map((hedge) => quote(hedge, 30))
    .join(', ');
  const them = hedges.length === 1 ? 'it hedges a finding' : 'they hedge findings';
  return `${label}kept ${words}: ${them}; drop ${hedges.length === 1 ? 'it' : 'them'} only if your data leave no doubt.`;
}

/** The notes with the claim note first, still at most `maxNotes`. */
export function withClaimHoldNote(notes: readonly string[], note: string | undefined): string[] {
  return note ? [note, ...notes].slice(0, maxNotes) : [...notes];
}
