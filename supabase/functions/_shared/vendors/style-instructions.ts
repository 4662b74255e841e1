import type { RefinementStyle } from '../contract/route-request-contract.ts';
import { placeholderInstruction } from '../privacy/placeholder-instruction.ts';
import { holdsPlaceholder } from '../privacy/withheld-kinds.ts';
import { impactInstruction } from './impact-instruction.ts';

/**
 * One line per style, added to the system prompt (never to the user's message, so a draft can
 * neither set nor spoof a style). Each names what the writer asked for and keeps the fact rule.
 */
export const styleInstructions: Readonly<Record<RefinementStyle, string>> = {
  shorter:
    'Style: SHORTER. Cut every word that carries no meaning: fillers, doubled hedges (keep one), doublets, padding. Fewer words, same facts, every claim as strong as written.',
  formal:
    'Style: FORMAL, for a reviewer, an editor or a funder: no contractions, no exclamation marks, no chatty openers; courteous and precise.',
  friendly:
    'Style: FRIENDLIER, as to a colleague: warm and natural, contractions welcome, still professional.',
  direct:
    'Style: DIRECT. Lead with the request or the conclusion, drop the hedges of requests and opinions (never those of a finding: its claim stays as strong as written), and use the active voice where you can name who acts.',
  plain:
    'Style: PLAIN, for a reader outside the field: replace jargon and long words with everyday ones, spell out abbreviations, keep sentences short. Keep every technical term that is a fact of the message.',
};

/**
 * The system prompt for one request: the associate's instructions, the style's line, for a
 * draft whose sensitive values were masked the rule that keeps its placeholders, and what the
 * associate read of the message (its point, asks, deadline, greeting and sign-off).
 */
export function systemPromptFor(
  base: string,
  style: RefinementStyle | undefined,
  text = '',
): string {
  return [
    base,
    ...(style ? [styleInstructions[style]] : []),
    ...(holdsPlaceholder(text) ? [placeholderInstruction] : []),
    ...(text ? impactInstruction(text, style) : []),
  ].join('\n');
}
