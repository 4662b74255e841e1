import { capitalise } from '../../text/tokens.ts';
import { inCaseOf } from '../../text/english/contractions.ts';
import { type VerbForms, verbForms, verbFormsBuiltBy } from '../../text/english/verb-forms.ts';
import { determiners } from '../../text/english/word-classes.ts';
import { expandPhrases, PhraseIndex } from '../../text/phrase-index.ts';
import { pastOrParticiple, wordBefore } from '../../text/token-context.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import { sourcesOf } from './rule-sources.ts';
import { applies, opensClause, withComma, type WordMatch } from './word-conditions.ts';
import type { WordRule, WordTable } from './word-rules.ts';

const pluralOf = (word: string) =>
  /[^aeiou]y$/.test(word)
    ? `${word.slice(0, -1)}ies`
    : /(?:s|x|z|ch|sh)$/.test(word)
      ? `${word}es`
      : `${word}s`;

/**
 * A verb's forms; in "cease and desist" both verbs inflect alike ("ceased and desisted"), in a
 * phrasal verb its verb does ("carry out" → "carried out").
 */
function inflectedVerb(words: string): VerbForms {
  const [first, joiner, second, ...rest] = words.split(' ');
  if (joiner !== 'and' || second === undefined) return verbForms(words);
  const head = verbForms(first!);
  const tail = verbForms(second);
  return verbFormsBuiltBy((form) => [head[form], 'and', tail[form], ...rest].join(' '));
}

function indexRules({ rules }: WordTable): PhraseIndex<WordMatch> {
  const index = new PhraseIndex<WordMatch>();
  for (const rule of rules) {
    if (rule.inflect === 'verb') {
      const forms = inflectedVerb(rule.match);
      const allowed = rule.when?.forms ?? (['base', 'third', 'past', 'gerund'] as const);
      // The past and the participle of a regular verb are one word: indexed once, as 'past'.
      for (const form of allowed) index.add(forms[form], { rule, form });
      const participleAllowed = rule.when?.forms?.includes('participle') ?? true;
      if (participleAllowed && forms.participle !== forms.past) {
        index.add(forms.participle, { rule, form: 'participle' });
      }
    } else if (rule.inflect === 'noun') {
      index.add(rule.match, { rule, form: 'singular' });
      index.add(pluralOf(rule.match), { rule, form: 'plural' });
    } else {
      for (const phrase of expandPhrases(rule.match)) index.add(phrase, { rule, form: 'fixed' });
    }
  }
  return index;
}

/** Each table's phrases, indexed when the table is first read. */
const indexes = new WeakMap<WordTable, PhraseIndex<WordMatch>>();
function indexOf(table: WordTable): PhraseIndex<WordMatch> {
  let index = indexes.get(table);
  if (!index) indexes.set(table, (index = indexRules(table)));
  return index;
}

/** The replacement in the case the table asks for (`WordTable.case`). */
function inTableCase(table: WordTable, written: string, replacement: string): string {
  if (table.case === 'as-written') return inCaseOf(written, replacement);
  if (table.case === 'capital' && /^\p{Lu}\p{Ll}/u.test(written)) {
    return capitalise(replacement);
  }
  return replacement;
}

function replacementFor(
  match: WordMatch,
  context: RuleContext,
  at: number,
  before: string,
): string | undefined {
  const { rule, form } = match;
  const when = rule.when ?? {};
  if (when.atSentenceStart && opensClause(context, at)) return when.atSentenceStart;
  if (when.afterDeterminer && determiners.has(before)) return when.afterDeterminer;
  if (form === 'plural') return pluralOf(rule.replacement);
  if (form === 'singular') return rule.replacement;
  // "$2": the match's second word as written ("perhaps might" → "might").
  if (form === 'fixed') {
    return rule.replacement.replace(/\$(\d)/g, (_, n) => context.tokens[at + Number(n) - 1]!.text);
  }
  const targetForms = verbForms(rule.replacement);
  const resolved = form === 'past' ? pastOrParticiple(context.text, context.tokens, at) : form;
  if (when.activeOnly && resolved === 'participle') return undefined;
  return targetForms[resolved];
}

function reasonFor(table: WordTable, rule: WordRule, words: number): string {
  if (typeof table.reason === 'string') return table.reason;
  return !rule.inflect && words > 1 ? table.reason.phrase : table.reason.word;
}

/** A table's rule found at tokens[at…last], the span its edit takes and what it writes there. */
export interface FoundWords {
  rule: WordRule;
  at: number;
  last: number;
  start: number;
  end: number;
  replacement: string;
}

/**
 * What a family's code asks beyond a table's conditions: the words as found, or moved (the
 * comma before them, the verb after them), or undefined where they are left alone.
 */
export type AcceptWords = (found: FoundWords) => FoundWords | undefined;

/**
 * A table's words in the text, left to right, none inside another: at each word, its longest
 * rule that applies there and that `accept` takes.
 */
export function findWords(
  table: WordTable,
  context: RuleContext,
  accept: AcceptWords = (found) => found,
): FoundWords[] {
  const { text, tokens } = context;
  const index = indexOf(table);
  const found: FoundWords[] = [];
  for (let at = 0; at < tokens.length; at++) {
    for (const { words, payload } of index.matchesAt(text, tokens, at)) {
      const last = at + words.length - 1;
      const span = withComma(context, payload.rule, at, last);
      // A sentence's opener or closer goes with its comma whatever else holds; a parenthetical
      // one still meets its conditions.
      const setOff = span !== undefined && payload.rule.when?.parenthetical === true;
      if ((!span || setOff) && !applies(table, payload, context, { at, last, setOff })) continue;
      const replacement =
        payload.rule.kind === 'drop'
          ? ''
          : replacementFor(payload, context, at, wordBefore(text, tokens, at));
      if (replacement === undefined) continue;
      const taken = accept({
        rule: payload.rule,
        at,
        last,
        start: span?.start ?? tokens[at]!.start,
        end: span?.end ?? tokens[last]!.end,
        replacement: inTableCase(table, tokens[at]!.text, replacement),
      });
      if (!taken) continue;
      found.push(taken);
      at = taken.last;
      break;
    }
  }
  return found;
}

/** A table's edits where `accept` (given the context) takes its words. */
export function wordEdits(
  table: WordTable,
  acceptIn?: (context: RuleContext) => AcceptWords,
): (context: RuleContext) => Proposal[] {
  return (context) =>
    findWords(table, context, acceptIn?.(context)).map(
      ({ start, end, replacement, rule, at, last }) => ({
        start,
        end,
        replacement,
        reason: reasonFor(table, rule, last - at + 1),
        rule: table.rule ?? rule.match,
      }),
    );
}

/** A family that swaps (or drops) the words of its table, read by the one phrase matcher. */
export function swapFamily(table: WordTable): RuleFamily {
  indexOf(table);
  return { summary: table.summary ?? '', sources: sourcesOf(table.rules), find: wordEdits(table) };
}

/** A family of drops only ("basically", "very" before "grateful"). */
export function dropFamily(table: WordTable): RuleFamily {
  const swaps = table.rules.filter((rule) => rule.kind !== 'drop');
  if (swaps.length > 0) throw new Error(`not a drop: ${swaps[0]!.match}`);
  return swapFamily(table);
}
