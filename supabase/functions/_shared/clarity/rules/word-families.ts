import { inCaseOf } from '../../text/english/contractions.ts';
import { type VerbForms, verbForms, verbFormsBuiltBy } from '../../text/english/verb-forms.ts';
import { determiners } from '../../text/english/word-classes.ts';
import { PhraseIndex } from '../../text/phrase-index.ts';
import { pastOrParticiple, wordBefore } from '../../text/token-context.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import { sourcesOf } from './rule-sources.ts';
import { applies, opensClause, withComma, type WordMatch } from './word-conditions.ts';
import type { WordTable } from './word-rules.ts';

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

function indexRules({ rules, strict }: WordTable): PhraseIndex<WordMatch> {
  const index = new PhraseIndex<WordMatch>({ strict });
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
      index.add(rule.match, { rule, form: 'fixed' });
    }
  }
  return index;
}

/** The replacement in the case the table asks for (`WordTable.case`). */
function inTableCase(table: WordTable, written: string, replacement: string): string {
  if (table.case === 'as-written') return inCaseOf(written, replacement);
  if (table.case === 'capital' && /^\p{Lu}\p{Ll}/u.test(written)) {
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
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
  if (form === 'singular' || form === 'fixed') return rule.replacement;
  const targetForms = verbForms(rule.replacement);
  const resolved = form === 'past' ? pastOrParticiple(context.text, context.tokens, at) : form;
  if (when.activeOnly && resolved === 'participle') return undefined;
  return targetForms[resolved];
}

function reasonFor(table: WordTable, match: WordMatch, words: number): string {
  if (typeof table.reason === 'string') return table.reason;
  return match.form === 'fixed' && words > 1 ? table.reason.phrase : table.reason.word;
}

/** Every edit a word table proposes: at each word, its longest rule that applies there. */
function findWords(table: WordTable, index: PhraseIndex<WordMatch>, context: RuleContext) {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
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
      edits.push({
        start: span?.start ?? tokens[at]!.start,
        end: span?.end ?? tokens[last]!.end,
        replacement: inTableCase(table, tokens[at]!.text, replacement),
        reason: reasonFor(table, payload, words.length),
        rule: table.rule ?? payload.rule.match,
      });
      at = last;
      break;
    }
  }
  return edits;
}

/** A family that swaps (or drops) the words of its table, read by the one phrase matcher. */
export function swapFamily(table: WordTable): RuleFamily {
  const index = indexRules(table);
  return {
    summary: table.summary ?? '',
    sources: sourcesOf(table.rules),
    find: (context) => findWords(table, index, context),
  };
}

/** A family of drops only ("basically", "very" before "grateful"). */
export function dropFamily(table: WordTable): RuleFamily {
  const swaps = table.rules.filter((rule) => rule.kind !== 'drop');
  if (swaps.length > 0) throw new Error(`not a drop: ${swaps[0]!.match}`);
  return swapFamily(table);
}
