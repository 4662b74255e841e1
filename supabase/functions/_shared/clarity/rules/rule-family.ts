import type { Edit, RuleFamilyId } from '../rewriting/text-edits.ts';
import type { Token } from '../rewriting/word-tokens.ts';

/** American "-ize"/"analyze" or British "-ise"/"analyse", as the draft itself spells. */
export type Spelling = 'us' | 'uk';

/**
 * What every rule sees: the current text and its words. Rules do not check protected spans
 * themselves: the edits they propose are filtered against them in one place (text-edits.ts).
 */
export interface RuleContext {
  text: string;
  tokens: readonly Token[];
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
