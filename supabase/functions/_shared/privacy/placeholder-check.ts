import { draftPattern } from './bounded-pattern.ts';
import { tradedPlaceholders } from './placeholder-seats.ts';
import type { PrivacyVault } from './privacy-vault.ts';
import { placeholderClose, placeholderOpen, placeholderPattern } from './withheld-kinds.ts';

/** What an answer did to the draft's placeholders; it names placeholders, never values. */
export interface PlaceholderCheck {
  /** True when every placeholder is there, none more often than in the draft, none made up. */
  intact: boolean;
  /** Placeholders of the draft the answer does not have. */
  missing: string[];
  /** Placeholders the answer writes more often than the draft did. */
  duplicated: string[];
  /**
   * Placeholders the draft never had (`⟦EMAIL 7⟧` for a draft with one e-mail address) and
   * broken ones (`⟦EMAIL 1`, `⟦Email 1⟧`): what an altered placeholder looks like.
   */
  altered: string[];
  /**
   * Placeholders of different kinds that traded places: each in the seat the other had in the
   * draft, so restored each value would stand where the other belongs.
   */
  traded: string[];
}

/** A broken placeholder's visible part, for the report: the bracket and what follows it. */
const brokenPiece = draftPattern(String.raw`⟦[^⟦⟧\n]{0,16}⟧?|⟧`, 'gu');

/**
 * The fact lock's view of the placeholders: an answer that drops, alters or duplicates one, or
 * swaps two of different kinds, lost a fact of the draft (a reply may write a repeated one fewer times, as it may merge two
 * mentions of a number).
 */
export function checkPlaceholders(answer: string, vault: PrivacyVault): PlaceholderCheck {
  const written = new Map<string, number>();
  const altered: string[] = [];
  for (const [placeholder] of answer.matchAll(placeholderPattern)) {
    if (vault.usesInDraft(placeholder) === 0) altered.push(placeholder);
    else written.set(placeholder, (written.get(placeholder) ?? 0) + 1);
  }
  const rest = answer.replace(placeholderPattern, ' ');
  const strays = [...rest].filter(
    (character) => character === placeholderOpen || character === placeholderClose,
  );
  if (strays.length > vault.strayBracketsInDraft) {
    altered.push(...[...rest.matchAll(brokenPiece)].map(([piece]) => piece));
  }
  const placeholders = vault.placeholders();
  const missing = placeholders.filter((placeholder) => !written.has(placeholder));
  const duplicated = placeholders.filter(
    (placeholder) => (written.get(placeholder) ?? 0) > vault.usesInDraft(placeholder),
  );
  const traded = tradedPlaceholders(vault.seatsInDraft, answer);
  return {
    intact:
      missing.length === 0 &&
      duplicated.length === 0 &&
      altered.length === 0 &&
      traded.length === 0,
    missing,
    duplicated,
    altered,
    traded,
  };
}

/**
 * The placeholders of `text` this request never made (`⟦EMAIL 7⟧` for a draft with one e-mail
 * address): in any part of an answer, its CHANGES and notes included, one is an answer's
 * mistake, and left there it would show a placeholder to the writer.
 */
export function foreignPlaceholders(text: string, vault: PrivacyVault): string[] {
  return [...text.matchAll(placeholderPattern)]
    .map(([placeholder]) => placeholder)
    .filter((placeholder) => vault.usesInDraft(placeholder) === 0);
}
