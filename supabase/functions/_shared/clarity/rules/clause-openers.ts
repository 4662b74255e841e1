import { determiners, subjectPronouns } from '../../text/english/word-classes.ts';
import { expandPhrases, PhraseIndex } from '../../text/phrase-index.ts';
import type { Proposal, RuleContext } from './rule-family.ts';
import type { WordRule, WordTable } from './word-rules.ts';

/**
 * Whether what follows a dropped opener can head a clause on its own: "It seems the effect is
 * large" → "The effect is large", but "It seems likely" must keep its "It seems". After "that"
 * or a comma the clause is whole anyway.
 */
function headsClause(opener: string, rest: string, table: WordTable): boolean {
  if (table.leaves === 'words') return /^[^.!?]/.test(rest);
  if (/(?:that|,|:)\s*$/i.test(opener)) return /^\s*[\p{L}\p{N}"“'‘(]/u.test(rest);
  const word = /^\s*([\p{L}\p{N}'’]+)/u.exec(rest)?.[1];
  if (!word) return false;
  const lower = word.toLowerCase();
  return determiners.has(lower) || subjectPronouns.has(lower) || /^[\p{Lu}\p{N}]/u.test(word);
}

/** Where an opener written up to `end` stops: after its mark and spaces, or undefined. */
function openerEnd(text: string, end: number, rule: WordRule): number | undefined {
  let at = end;
  const { marks, markOptional, space } = rule.when?.then ?? {};
  if (marks && marks.includes(text.charAt(at)) && text.charAt(at) !== '') at++;
  else if (marks && !markOptional) return undefined;
  if (!space) return at;
  const spaced = at;
  while (at < text.length && /\s/.test(text[at]!)) at++;
  return at > spaced ? at : undefined;
}

/** One index per rule: a rule's words are tried before the next rule's, as written. */
function indexOpeners(table: WordTable): { rule: WordRule; index: PhraseIndex<true> }[] {
  return table.rules.map((rule) => {
    const index = new PhraseIndex<true>();
    for (const phrase of expandPhrases(rule.match)) index.add(phrase, true);
    return { rule, index };
  });
}

/**
 * Drops a table's openers where a clause opens ("As you know, the deadline…" → "The
 * deadline…"): at each clause start, the first rule whose longest phrase is written there with
 * what must follow it, and leaves a clause behind. The seam is tidied where the edit is applied
 * (capital, spaces).
 */
export function openerDrops(table: WordTable): (context: RuleContext) => Proposal[] {
  const openers = indexOpeners(table);
  const reason = typeof table.reason === 'string' ? table.reason : table.reason.phrase;
  return (context) => {
    const { text, tokens } = context;
    const edits: Proposal[] = [];
    for (const index of context.document.clauseStarts) {
      const start = tokens[index]!.start;
      for (const { rule, index: phrases } of openers) {
        const end = phrases
          .matchesAt(text, tokens, index)
          .map(({ words }) => openerEnd(text, tokens[index + words.length - 1]!.end, rule))
          .find((found) => found !== undefined);
        if (end === undefined) continue;
        const opener = text.slice(start, end);
        if (!headsClause(opener, text.slice(end), table)) continue;
        edits.push({
          rule: table.rule ?? rule.match,
          reason,
          start,
          end: start + opener.trimEnd().length,
          replacement: '',
        });
        break;
      }
    }
    return edits;
  };
}
