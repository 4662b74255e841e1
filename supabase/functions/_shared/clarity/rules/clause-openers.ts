import { determiners, subjectPronouns } from '../../text/english/word-classes.ts';
import type { Proposal, RuleContext } from './rule-family.ts';

/** A data pattern (words separated by single spaces) as a sticky, case-insensitive expression. */
export function openerPattern(source: string): RegExp {
  return new RegExp(source.replace(/ /g, '\\s+').replace(/'/g, "['’]"), 'iy');
}

/**
 * Whether what follows a dropped opener can head a clause on its own: "It seems the effect is
 * large" → "The effect is large", but "It seems likely" must keep its "It seems". After "that"
 * or a comma the clause is whole anyway.
 */
function headsClause(opener: string, rest: string): boolean {
  if (/(?:that|,|:)\s*$/i.test(opener)) return /^\s*[\p{L}\p{N}"“'‘(]/u.test(rest);
  const word = /^\s*([\p{L}\p{N}'’]+)/u.exec(rest)?.[1];
  if (!word) return false;
  const lower = word.toLowerCase();
  return determiners.has(lower) || subjectPronouns.has(lower) || /^[\p{Lu}\p{N}]/u.test(word);
}

/**
 * Drops any of `patterns` where a clause opens ("As you know, the deadline…" → "The
 * deadline…"); the seam is tidied where the edit is applied (capital, spaces).
 */
export function dropOpeners(
  context: RuleContext,
  patterns: readonly RegExp[],
  edit: { rule: string; reason: string },
): Proposal[] {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
  for (const index of context.document.clauseStarts) {
    const start = tokens[index]!.start;
    for (const pattern of patterns) {
      pattern.lastIndex = start;
      const match = pattern.exec(text);
      if (!match || !headsClause(match[0], text.slice(start + match[0].length))) continue;
      edits.push({ ...edit, start, end: start + match[0].trimEnd().length, replacement: '' });
      break;
    }
  }
  return edits;
}
