import type { Edit } from '../rewriting/text-edits.ts';
import type { RuleSourceId } from './rule-sources.ts';
import type { Spelling } from '../../text/english/local-spelling.ts';
import type { DocumentToken, TextDocument } from '../../text/text-document.ts';

/**
 * What every rule sees: the current text and its words. Rules do not check protected spans
 * themselves: the edits they propose are filtered against them in one place (text-edits.ts).
 */
export interface RuleContext {
  /** The text read once: its sentences, words and their classes, clause starts, protected spans. */
  document: TextDocument;
  /** The document's text and words, as most rules read them. */
  text: string;
  tokens: readonly DocumentToken[];
  spelling: Spelling;
  /** 0 on the draft as written; later rounds see the text earlier rounds rewrote. */
  round: number;
}

/** What a rule proposes: an edit, before the engine records which family proposed it. */
export type Proposal = Omit<Edit, 'family'>;

/**
 * A family of rules: its data (each entry with its source) and what proposes its edits. Families
 * are independent, so a style can pick any subset of them; the registry (rule-families.ts) names
 * them, and the documentation's tables are built from their summaries and sources.
 */
export interface RuleFamily {
  /** What it rewrites, with examples: the documentation's table of families shows it. */
  summary: string;
  /** Where its rules come from (rule-sources.ts). */
  sources: readonly RuleSourceId[];
  find(context: RuleContext): Proposal[];
}

/**
 * Each match of a global `pattern` that `keep` takes, as an edit writing `replacement` with
 * `reason`; its rule is `rule`, or the match as written.
 */
export function matchEdits(
  text: string,
  pattern: RegExp,
  { replacement, reason, rule }: { replacement: string; reason: string; rule?: string },
  keep: (match: RegExpExecArray) => boolean = () => true,
): Proposal[] {
  return [...text.matchAll(pattern)].filter(keep).map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    replacement,
    reason,
    rule: rule ?? match[0],
  }));
}
