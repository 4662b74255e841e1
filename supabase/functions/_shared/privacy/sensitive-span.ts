import type { WithheldKind } from './withheld-kinds.ts';

/**
 * A stretch of the draft a detector found: a value to keep back, or (`keep`) a stretch no
 * later detector may look inside, such as an ordinary URL or a DOI whose digits are not a
 * phone number.
 */
export interface SensitiveSpan {
  start: number;
  end: number;
  kind: WithheldKind | 'keep';
  /**
   * Found by what surrounds it (a mark, a label, "call me on"), not by its own shape, so the
   * same text elsewhere in the draft would not be found again without help.
   */
  byContext?: true;
}

/** Letters, digits and the underscore: what a value must not sit inside of. */
export const wordCharacter = /[\p{L}\p{N}_]/u;

export function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && wordCharacter.test(character);
}
