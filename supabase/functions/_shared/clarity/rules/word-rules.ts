import type { VerbForm } from '../../text/english/verb-forms.ts';
import type { RuleSourceId } from './rule-sources.ts';

/** Words a condition names: a list, or a word class's set (`english/word-classes.ts`). */
export type Words = readonly string[] | ReadonlySet<string>;

/**
 * When a word rule applies, and the replacement a context chooses. Every condition reads the
 * words around the match in its sentence; a rule without conditions applies wherever its words
 * are written.
 */
export interface WordConditions {
  /** Also a noun ("an attempt", "the purchase"): left alone after a determiner or preposition. */
  alsoNoun?: true;
  /** Only these forms are rewritten. */
  forms?: readonly VerbForm[];
  /** The replacement after "a", "the", "this"… ("an additional" → "an extra"). */
  afterDeterminer?: string;
  /** The replacement when the phrase opens a sentence ("With regard to X," → "As for X,"). */
  atSentenceStart?: string;
  /** Left alone when the next word is one of these. */
  notBefore?: Words;
  /** Left alone when one of these comes within the next four words ("identify X as Y"). */
  notBeforeNear?: readonly string[];
  /** Rewritten only when the next word is one of these (or, with `orBeforeVerbOf`, a verb of those). */
  onlyBefore?: Words;
  /** Also rewritten before a verb whose base is one of these ("really appreciated"). */
  orBeforeVerbOf?: ReadonlySet<string>;
  /** Left alone after a negation ("not very large", "isn't just"). */
  notAfterNegation?: true;
  /** Rewritten only where a word follows in the sentence. */
  beforeWord?: true;
  /**
   * Only right after a subject pronoun or an auxiliary and before anything but a number ("I just
   * wanted", "we can just send"), or heading a clause before a verb ("Just send it").
   */
  afterSubject?: true;
  /**
   * A drop that heads a sentence before a comma ("Basically, we agree") or ends one after a comma
   * ("It works, actually.") goes with its comma, whatever the other conditions say.
   */
  withComma?: 'opening' | 'closing';
  /**
   * Set off by commas ("is, arguably, larger"), it goes with the comma before it, and no word
   * need follow ("larger, perhaps,").
   */
  parenthetical?: true;
  /** Only before a word that may be an adjective or adverb, not an "-ing" word ("rather small"). */
  beforeAdjective?: true;
  /**
   * For a clause's opener (`clause-openers.ts`): what must follow its last word, a mark of
   * `marks` (unless `markOptional`) and then white space (with `space`): "Well, " and "It seems ".
   */
  then?: { marks?: string; markOptional?: true; space?: true };
  /** Left alone before a number ("we are 5" stays). */
  notBeforeNumber?: true;
  /**
   * Only before a word that reads as this form of a verb (`english/verb-lexicon.ts`): "we'd like",
   * "we've sent"; "be", "like" and "love" are bases, "been" a participle.
   */
  beforeVerbForm?: 'base' | 'participle';
  /** Left alone when the word before is one of these. */
  notAfter?: Words;
  /** Rewritten only when the word before is one of these. */
  onlyAfter?: readonly string[];
  /**
   * Not rewritten as a participle: "we maintained the cells" → "kept", but "the effect is
   * maintained" means it lasts, which "is kept" does not say.
   */
  activeOnly?: true;
  /** Left alone at the head of a sentence ("A total of 96 participants took part"). */
  notAtSentenceStart?: true;
  /** Rewritten only before an "-ing" word ("are in the process of revising"). */
  beforeGerund?: true;
  /**
   * Rewritten only where a sentence opens, or after a semicolon: "and is, therefore, the most"
   * has a comma before it but no clause starts there.
   */
  onlyAtSentenceStart?: true;
  /** Rewritten only before a content word: an adjective before its noun ("a novel method"). */
  beforeContentWord?: true;
}

/**
 * One rule of a word-list family, as Vale writes its substitutions: the words it `match`es, and
 * for a `swap` the `replacement` (a `drop` leaves nothing). `inflect: 'verb'` matches every
 * inflection and answers in the same one ("utilized" → "used", "ceased and desisted" →
 * "stopped"); `inflect: 'noun'` the singular and the plural; without it, the words as written,
 * which may offer word choices, "(a )?quick (note|update)" (`expandPhrases` in
 * text/phrase-index.ts), and whose replacement's "$1" is the match's first word as written. A
 * comma in `match` must be written there ("give, devise, and bequeath").
 */
export interface WordRule {
  kind: 'swap' | 'drop';
  match: string;
  replacement: string;
  inflect?: 'verb' | 'noun';
  when?: WordConditions;
  source: RuleSourceId;
}

/** What a word-list family tells the reader: one reason, or one for a word and one for a phrase. */
export type WordReason = string | { word: string; phrase: string };

/** A word-list family as data: its rules, what it tells the reader, what the docs say of it. */
export interface WordTable {
  rules: readonly WordRule[];
  reason: WordReason;
  /** The name every edit carries ("contraction"); by default, the rule's `match`. */
  rule?: string;
  /**
   * A replacement's case: `as-written` follows the first word ("Do not" → "Don't", "DO NOT" →
   * "DON'T"); `capital` keeps a capital written before lowercase ("Gonna" → "Going to").
   * By default the replacement is written as the rule gives it.
   */
  case?: 'as-written' | 'capital';
  /** The documentation's table of families shows it (for a family that is only this table). */
  summary?: string;
  /** Leave words in their technical sense alone (technical-senses.ts). */
  keepTechnical?: boolean;
  /** Leave a verb's form alone where it is used as a noun or an adjective ("the modified plan"). */
  verbsOnly?: boolean;
  /**
   * What a clause's opener must leave behind (`clause-openers.ts`): the head of a clause (by
   * default: "It seems likely" keeps its "It seems"), or any word (`words`: "I think results
   * are" → "Results are").
   */
  leaves?: 'words';
}

const rule =
  (inflect: WordRule['inflect']) =>
  (match: string, replacement: string, source: RuleSourceId, when?: WordConditions): WordRule => ({
    kind: 'swap',
    match,
    replacement,
    ...(inflect ? { inflect } : {}),
    ...(when ? { when } : {}),
    source,
  });

/** A swap in every inflection of a verb ("utilize" → "use", "cease and desist" → "stop"). */
export const verb = rule('verb');
/** A swap of a noun, singular and plural ("methodology" → "method"). */
export const noun = rule('noun');
/** A swap of the words as written ("in the event that" → "if"). */
export const swap = rule(undefined);

/** Words dropped where the conditions hold ("very grateful" → "grateful"). */
export const drop = (match: string, source: RuleSourceId, when?: WordConditions): WordRule => ({
  kind: 'drop',
  match,
  replacement: '',
  ...(when ? { when } : {}),
  source,
});
