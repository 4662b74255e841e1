import { isAuxiliary, looksPlural, modals } from '../../text/english/word-classes.ts';
import { capitalise, type Token } from '../../text/tokens.ts';
import { isFiniteVerb, standsAlone } from './clause-check.ts';
import { readVerb } from '../../text/english/verb-lexicon.ts';

/**
 * Where a long sentence may be split, each read from the words around a comma or semicolon:
 * two main clauses ("…, and the team …"), a relative clause that ends the sentence ("…, which
 * made it slow"), or a second verb of the same subject ("We trained X, and tested Y" → "We
 * trained X. We tested Y"). Every reader here errs towards no split.
 */

/** One safe split: the edit, and where the second sentence's words start. */
export interface Split {
  start: number;
  end: number;
  replacement: string;
  rule: string;
  secondStart: number;
}

/** The sentence's subject, once its first finite verb is read: what a second verb can repeat. */
export interface Subject {
  /** The subject as written ("the depression", "We", "Anna K. Lindqvist"). */
  written: string;
  /** The first verb's form: a second verb of the same subject must share it. */
  form: 'past' | 'third' | 'base';
}

/** What the words before a candidate split hold, kept up to date in one pass over the sentence. */
export interface Prefix {
  /** The sentence's first word. */
  first: number;
  /** A finite verb came: the first part is a clause. */
  mainVerb: boolean;
  /**
   * A subordinate clause or a verb of saying or thinking came: a clause after "and" may
   * belong inside it ("We found that X, and Y", "He said X was small, and Y").
   */
  embeds: boolean;
  subject?: Subject;
}

export interface SplitContext {
  text: string;
  tokens: readonly Token[];
  prefix: Prefix;
  /** The index of the candidate word after the comma or semicolon, and the sentence's last word. */
  at: number;
  last: number;
}

/** Coordinators that join two main clauses, and what the second sentence opens with. */
const coordinators: Readonly<Record<string, string>> = {
  and: '',
  but: 'But',
  so: 'So',
  yet: 'Yet',
};

const commaGap = /^[^\S\n]*,[^\S\n]*$/;
const semicolonGap = /^[^\S\n]*;[^\S\n]*$/;

/** How the second sentence starts: its first word takes a capital (a name has one already). */
function opening(text: string, next: Token, opener: string): { end: number; written: string } {
  if (opener) return { end: next.start, written: `${opener} ` };
  const word = text.slice(next.start, next.end);
  if (!/^\p{Ll}/u.test(word)) return { end: next.start, written: '' };
  return { end: next.end, written: capitalise(word) };
}

/** "…, and the team …" → "…. The team …"; "…, but it …" → "…. But it …"; "…; the …" → "…. The …". */
export function coordinateSplit({
  text,
  tokens,
  prefix,
  at,
  last,
}: SplitContext): Split | undefined {
  const previous = tokens[at - 1]!;
  const joiner = tokens[at]!;
  const gap = text.slice(previous.end, joiner.start);
  const semicolon = semicolonGap.test(gap);
  const opener = coordinators[joiner.lower];
  const comma = opener !== undefined && commaGap.test(gap);
  if (!semicolon && !comma) return undefined;
  if (!prefix.mainVerb || (comma && prefix.embeds)) return undefined;
  const secondStart = semicolon ? at : at + 1;
  const next = tokens[secondStart];
  if (!next || /^\p{N}/u.test(next.text) || !standsAlone(tokens, secondStart, last + 1)) {
    return undefined;
  }
  const { end, written } = opening(text, next, comma ? opener! : '');
  return {
    start: previous.end,
    end,
    replacement: `. ${written}`,
    rule: semicolon ? 'semicolon' : `, ${joiner.lower}`,
    secondStart,
  };
}

/** Whether a word is a finite verb after a subject pronoun ("it shows", "they led", "it can"). */
function finiteAfterPronoun(verb: Token): boolean {
  const word = verb.lower;
  if (['be', 'been', 'being', 'having'].includes(word)) return false;
  if (isAuxiliary(word)) return true;
  return isFiniteVerb([{ ...verb, text: 'it', lower: 'it' }, verb], 1);
}

/**
 * Verbs whose subject "which" is the whole clause before it ("…, which made it slow"): there
 * "This" is right, where "It" would point at the last noun.
 */
const consequenceVerbs = new Set(
  `make mean lead result suggest show allow enable cause imply indicate explain help reduce
  increase improve require give bring prove demonstrate raise lower minimize minimise maximize
  maximise prevent avoid ensure limit simplify complicate support contradict confirm highlight
  reflect inflate double halve speed slow save cost`.split(/\s+/),
);

/**
 * The name right before a comma, whole: "Marie Curie", "Anna K. Lindqvist", with "the" before
 * it kept ("the Seine"). Undefined when the word before the comma is not capitalised, or the
 * name opens the sentence (it may be a common word there).
 */
function nameBefore(text: string, tokens: readonly Token[], end: number, first: number) {
  let start = end;
  const capital = (index: number) => /^\p{Lu}/u.test(tokens[index]!.text);
  if (!capital(end)) return undefined;
  while (
    start > first &&
    end - start < 4 &&
    capital(start - 1) &&
    /^(?:[^\S\n]+|\.[^\S\n]+)$/.test(text.slice(tokens[start - 1]!.end, tokens[start]!.start))
  ) {
    start--;
  }
  if (start === first) return undefined;
  const article = tokens[start - 1]!.lower === 'the' ? 'The ' : '';
  return article + text.slice(tokens[start]!.start, tokens[end]!.end);
}

/**
 * "…, which made it slow." → "…. This made it slow." (a verb of consequence: the clause is its
 * subject); "…, which were …" → "…. They were …"; after a name, the name: "… to Marie Curie,
 * who was born in Warsaw." → "… to Marie Curie. Marie Curie was born in Warsaw." Where the
 * pronoun could point at the wrong thing ("the core, which has agreed": "It"? "This"?), or a
 * person in the singular is named by a common noun, the sentence stays.
 */
export function relativeSplit({ text, tokens, prefix, at }: SplitContext): Split | undefined {
  const previous = tokens[at - 1]!;
  const relative = tokens[at]!;
  if (!['which', 'who'].includes(relative.lower) || !prefix.mainVerb) return undefined;
  if (!commaGap.test(text.slice(previous.end, relative.start))) return undefined;
  // Only a verb right after the pronoun: "which we trained" would need its object back.
  const verb = tokens[at + 1];
  if (!verb || !finiteAfterPronoun(verb)) return undefined;
  const modal = modals.has(verb.lower);
  const main = modal ? tokens[at + 2] : verb;
  const consequence =
    main !== undefined &&
    readVerb(main.lower).some((reading) => consequenceVerbs.has(reading.base));
  const lowercase = /^\p{Ll}/u.test(previous.text);
  const subject = pronounFor(relative.lower, verb.lower, {
    consequence,
    modal,
    plural: lowercase && looksPlural(previous.lower),
    name: nameBefore(text, tokens, at - 1, prefix.first),
  });
  if (!subject) return undefined;
  return {
    start: previous.end,
    end: relative.end,
    replacement: `. ${subject}`,
    rule: `, ${relative.lower}`,
    secondStart: at,
  };
}

/** The subject that replaces "which"/"who", or undefined when none is safe. */
function pronounFor(
  relative: string,
  verb: string,
  clues: { consequence: boolean; modal: boolean; plural: boolean; name: string | undefined },
): string | undefined {
  if (!clues.modal && clearlyPlural(verb)) return 'They';
  if (relative === 'which' && clues.consequence) return 'This';
  if (clues.name && !clues.modal && !clearlyPlural(verb)) return clues.name;
  if (!clues.modal && clues.plural && !clearlySingular(verb)) return 'They';
  return undefined;
}

/** "are", "were", "have", "do", or a base form that is not also a past: plural. */
function clearlyPlural(verb: string): boolean {
  if (['are', 'were', 'have', 'do'].includes(verb)) return true;
  const forms = readVerb(verb).flatMap((reading) => reading.forms);
  return forms.includes('base') && !forms.includes('past') && !forms.includes('third');
}

/** "is", "was", "has", "does" or an "-s" form: singular. */
function clearlySingular(verb: string): boolean {
  return ['is', 'was', 'has', 'does'].includes(verb) || /[^s]s$/.test(verb);
}

/** Whether a word can be the subject's second verb in the form its first one took. */
function sameForm(word: string, form: Subject['form']): boolean {
  if (isAuxiliary(word)) return false;
  if (form === 'past' && /^[a-z]{3,}ed$/.test(word)) return true;
  return readVerb(word).some((reading) => reading.forms.includes(form));
}

/**
 * "We trained three models, and tested them on …" → "We trained three models. We tested them
 * on …": a second verb of the sentence's subject, in the same form, after ", and"; the subject
 * (a pronoun or at most five words) is written again.
 */
export function sharedSubjectSplit({
  text,
  tokens,
  prefix,
  at,
  last,
}: SplitContext): Split | undefined {
  const subject = prefix.subject;
  const previous = tokens[at - 1]!;
  const joiner = tokens[at]!;
  const verb = tokens[at + 1];
  if (!subject || prefix.embeds || joiner.lower !== 'and' || !verb) return undefined;
  if (
    !commaGap.test(text.slice(previous.end, joiner.start)) ||
    !sameForm(verb.lower, subject.form)
  ) {
    return undefined;
  }
  // "…, and tested by …" is a participle, not a second verb.
  if (tokens[at + 2]?.lower === 'by' || at + 1 > last) return undefined;
  return {
    start: previous.end,
    end: joiner.end,
    replacement: `. ${capitalise(subject.written)}`,
    rule: ', and + verb',
    secondStart: at + 1,
  };
}

/** The form of a sentence's first verb, if a second verb could share it ("trained" → past). */
export function formOf(word: string): Subject['form'] | undefined {
  if (isAuxiliary(word)) return undefined;
  const forms = readVerb(word).flatMap((reading) => reading.forms);
  if (forms.includes('third')) return 'third';
  if (forms.includes('past') || /^[a-z]{3,}ed$/.test(word)) return 'past';
  return forms.includes('base') ? 'base' : undefined;
}
