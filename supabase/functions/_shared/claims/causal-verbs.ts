import type { DocumentToken } from '../text/text-document.ts';
import { causalVerbForms } from './claim-lexicon.ts';
import { comparatives } from './relation-cues-data.ts';
import { type SentenceWords, tokenAt } from './sentence-hits.ts';

/** A causal verb as it stands in a sentence: a cause stated, or a change reported in a group. */
export interface VerbCue {
  index: number;
  strength: 'causal' | 'correlational';
}

/** Words ending in "'s" that are a subject and a verb ("it's" = "it is"), not a possessive. */
const contractedVerbs = new Set([
  "it's",
  "that's",
  "there's",
  "here's",
  "what's",
  "who's",
  "he's",
  "she's",
  "let's",
]);

/** Words that stand inside a verb group without changing what it says ("did not significantly"). */
const isAdverb = (token: DocumentToken) =>
  token.classes.has('negation') ||
  (/ly$/.test(token.lower) && token.lower !== 'only') ||
  [
    'also',
    'further',
    'still',
    'even',
    'thus',
    'therefore',
    'then',
    'consistently',
    'already',
    'jointly',
    'independently',
    'indeed',
  ].includes(token.lower);

/** The nearest word before `index` that is not an adverb of the verb group. */
function wordBefore(words: SentenceWords, index: number): DocumentToken | undefined {
  let at = index - 1;
  while (tokenAt(words, at) && isAdverb(tokenAt(words, at)!)) at--;
  return tokenAt(words, at);
}

/** The nearest word after `index` that is not an adverb or a particle ("speeds up the …"). */
function wordAfter(
  words: SentenceWords,
  index: number,
): { token: DocumentToken; at: number } | undefined {
  let at = index + 1;
  while (
    tokenAt(words, at) &&
    (isAdverb(tokenAt(words, at)!) || ['up', 'down', 'out'].includes(tokenAt(words, at)!.lower))
  )
    at++;
  const token = tokenAt(words, at);
  return token ? { token, at } : undefined;
}

/** Only spaces between two tokens: a comma or a bracket ends the verb's reach. */
function onlySpacesBetween(words: SentenceWords, from: number, to: number): boolean {
  const { text, tokens } = words.document;
  return /^[\s\p{L}\p{N}'’-]*$/u.test(text.slice(tokens[from]!.end, tokens[to]!.start));
}

/**
 * Whether the verb at `index` takes an object: a cause stated ("reduced mortality", "may help
 * some people"). Not before a preposition ("increased by 4 points", "fell in the control arm"),
 * a number ("affects 400 million people", a prevalence) or the end of the clause.
 */
function takesObject(words: SentenceWords, index: number): boolean {
  const after = wordAfter(words, index);
  if (!after || !onlySpacesBetween(words, index, after.at)) return false;
  const { token } = after;
  if (/^\d/.test(token.text)) return false;
  if (token.classes.has('preposition') && !['about', 'how'].includes(token.lower)) return false;
  if (token.classes.has('conjunction') && token.lower !== 'that' && token.lower !== 'whether')
    return false;
  if (
    (token.lower === 'more' || token.lower === 'fewer') &&
    tokenAt(words, after.at + 1)?.lower === 'than'
  )
    return false;
  // "the wage increase reduced employment": the word after is the verb, not an object.
  const forms = token.verbs.flatMap((verb) => verb.forms);
  if (forms.includes('past') && !forms.includes('base') && !forms.includes('third')) return false;
  return !token.classes.has('be') && !token.classes.has('modal');
}

/**
 * Whether the agent of a passive follows: "was reduced by the treatment", not "by 20%"; a
 * qualifier may stand between ("is likely explained in part by confounding").
 */
function agentFollows(words: SentenceWords, index: number, taken: ReadonlySet<number>): boolean {
  let at = index;
  while (taken.has(at + 1)) at++;
  const after = wordAfter(words, at);
  if (!after || after.token.lower !== 'by') return false;
  const agent = tokenAt(words, after.at + 1);
  if (!agent || /^\d/.test(agent.text)) return false;
  return ![
    'half',
    'a',
    'an',
    'about',
    'around',
    'up',
    'nearly',
    'almost',
    'roughly',
    'approximately',
    'one',
    'two',
    'three',
  ].includes(agent.lower);
}

const has = (forms: readonly string[], form: string) => forms.includes(form);

/**
 * "We reduced the dose", "I cut the survey": the writers' own act in a method, not a cause they
 * claim. The subject is the first word before the verb group that is no auxiliary or adverb.
 */
function actedByWriter(words: SentenceWords, index: number): boolean {
  for (let at = index - 1; at >= Math.max(words.first, index - 6); at--) {
    const token = tokenAt(words, at)!;
    if (['we', 'i', "we'll", "we've", "we'd", "i'll", "i've", "i'd"].includes(token.lower))
      return true;
    const auxiliary =
      token.classes.has('be') || token.classes.has('have') || token.classes.has('modal');
    // "we have tried to reduce costs", "we then aimed to cut": the writers' act too.
    const along =
      ['do', 'did', 'does', 'then', 'first', 'also', 'to'].includes(token.lower) ||
      [
        'tried',
        'try',
        'aimed',
        'aim',
        'sought',
        'managed',
        'endeavoured',
        'endeavored',
        'attempted',
        'plan',
        'planned',
        'want',
        'wanted',
        'need',
        'needed',
      ].includes(token.lower);
    if (!auxiliary && !isAdverb(token) && !along) return false;
  }
  return false;
}

/**
 * "help" states a cause only with what it helps to happen ("may help some people feel less
 * anxious", "helps to reduce"), not as assistance ("will help the fellow with the report").
 */
function helpsSomethingHappen(words: SentenceWords, index: number): boolean {
  for (let at = index + 1; at <= index + 4; at++) {
    const token = tokenAt(words, at);
    if (!token) return false;
    if (token.lower === 'to' || causalVerbForms().get(token.lower)?.forms.includes('base'))
      return true;
    if (
      token.verbs.some((verb) => verb.forms.includes('base')) &&
      !token.classes.has('determiner')
    ) {
      return at > index + 1;
    }
  }
  return false;
}

/** "makes the blades less prone to icing", "made it easier": a cause, through what it made. */
export function causesThroughMake(words: SentenceWords, index: number): boolean {
  const token = tokenAt(words, index)!;
  if (!['make', 'makes', 'made', 'making'].includes(token.lower) || actedByWriter(words, index)) {
    return false;
  }
  // "made more errors": "more" counts the object; "makes the blades less prone" says what it made.
  for (let at = index + 2; at <= index + 4; at++) {
    const word = tokenAt(words, at)?.lower;
    if (!word) return false;
    if (
      ['more', 'less', 'easier', 'harder', 'likelier', 'safer', 'worse', 'better'].includes(word)
    ) {
      return true;
    }
  }
  return false;
}

/**
 * A causal verb at `index`, read in its place. A verb states a cause with an object or, in the
 * passive, an agent; a passive without one reports a change in a group (correlational). It is
 * not a verb after an article ("the increase"), a preposition ("with reduced birth weight"),
 * another verb ("showed reduced density") or at the head of a sentence ("Reduce the dose").
 */
export function causalVerbCue(
  words: SentenceWords,
  index: number,
  taken: ReadonlySet<number> = new Set(),
): VerbCue | undefined {
  const token = tokenAt(words, index)!;
  const reading = causalVerbForms().get(token.lower);
  if (!reading) return undefined;
  const { forms } = reading;
  const before = wordBefore(words, index);
  if (!before || /^\d/.test(before.text)) return undefined;
  // "the pilot's limits": after a possessive the word is a noun ("it's" and "that's" are verbs).
  if (/['’]s$/.test(before.lower) && !contractedVerbs.has(before.lower.replace('’', "'"))) {
    return undefined;
  }
  if (actedByWriter(words, index)) return undefined;
  if (reading.verb === 'help' && !helpsSomethingHappen(words, index)) return undefined;
  if (before.classes.has('determiner') || before.classes.has('preposition')) {
    // "to reduce the risk": an infinitive, read as the verb it is.
    if (before.lower !== 'to' || !has(forms, 'base')) return undefined;
    // "shifted to lower frequencies": a comparison after a verb of change, not "to lower".
    const changed = wordBefore(words, index - 1);
    if (comparatives.has(token.lower) && changed && /ed$/.test(changed.lower)) return undefined;
    return takesObject(words, index) ? { index, strength: 'causal' } : undefined;
  }
  if (before.classes.has('be')) {
    if (has(forms, 'gerund'))
      return takesObject(words, index) ? { index, strength: 'causal' } : undefined;
    if (!has(forms, 'participle')) return undefined;
    return { index, strength: agentFollows(words, index, taken) ? 'causal' : 'correlational' };
  }
  if (before.classes.has('have')) {
    return has(forms, 'participle') && takesObject(words, index)
      ? { index, strength: 'causal' }
      : undefined;
  }
  if (
    before.classes.has('modal') ||
    ['do', 'does', 'did', 'cannot', "can't"].includes(before.lower)
  ) {
    return has(forms, 'base') && takesObject(words, index)
      ? { index, strength: 'causal' }
      : undefined;
  }
  if (has(forms, 'gerund') && forms.length === 1) return undefined;
  // After another verb ("showed reduced density"), a past form is an adjective.
  if (
    before.verbs.some((verb) => verb.forms.includes('past') || verb.forms.includes('participle')) &&
    !has(forms, 'third')
  ) {
    return undefined;
  }
  if (before.classes.has('conjunction') && !has(forms, 'third') && !has(forms, 'past'))
    return undefined;
  return takesObject(words, index) ? { index, strength: 'causal' } : undefined;
}
