import type { Edit, RuleFamilyId } from '../rewriting/text-edits.ts';
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

/**
 * A family of rules: its data (each entry with its source) and one small applier that proposes
 * edits. Families are independent, so a style can pick any subset of them.
 */
export interface RuleFamily {
  id: RuleFamilyId;
  /** One line for the documentation and for a style's description. */
  summary: string;
  find(context: RuleContext): Edit[];
}
