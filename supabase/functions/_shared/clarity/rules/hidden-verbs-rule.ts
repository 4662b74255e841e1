import { localSpelling } from '../../text/english/local-spelling.ts';
import { type VerbForm, verbFormNames, verbForms } from '../../text/english/verb-forms.ts';
import { pastOrParticiple } from '../../text/token-context.ts';
import { joined, type Token } from '../../text/tokens.ts';
import {
  type BePhraseEntry,
  bePhraseEntries,
  type HiddenVerbEntry,
  hiddenVerbEntries,
} from './hidden-verbs-data.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import { sourcesOf } from './rule-sources.ts';

/** One written form of a light verb: "made" is "make" as past (or participle). */
interface LightReading {
  base: string;
  form: VerbForm;
  /** The second word of a phrasal light verb ("out" of "carry out"), if any. */
  particle?: string;
}

const lightReadings = new Map<string, LightReading[]>();
for (const base of new Set(hiddenVerbEntries.flatMap((entry) => entry.lightVerbs))) {
  const [head, particle] = base.split(' ');
  const forms = verbForms(head!);
  for (const form of verbFormNames) {
    const readings = lightReadings.get(forms[form]) ?? [];
    if (!readings.some((reading) => reading.base === base && reading.form === form)) {
      readings.push({ base, form, ...(particle ? { particle } : {}) });
    }
    lightReadings.set(forms[form], readings);
  }
}

const entriesByNoun = new Map<string, HiddenVerbEntry[]>();
for (const entry of hiddenVerbEntries) {
  for (const noun of entry.nouns)
    entriesByNoun.set(noun, [...(entriesByNoun.get(noun) ?? []), entry]);
}

const defaultArticles = ['a', 'an', 'the', ''];

/** The next word if only spaces separate it from tokens[index - 1]. */
function next(text: string, tokens: readonly Token[], index: number): Token | undefined {
  const token = tokens[index];
  return token && joined(text, tokens[index - 1]!, token) ? token : undefined;
}

/**
 * Adjectives of manner that survive as an adverb before the verb: "make a significant
 * contribution to" → "significantly contribute to", "conduct a thorough analysis of" →
 * "thoroughly analyze". Others stay ("make a final decision" is not "finally decide").
 */
const mannerAdverbs: Readonly<Record<string, string>> = {
  significant: 'significantly',
  substantial: 'substantially',
  careful: 'carefully',
  thorough: 'thoroughly',
  brief: 'briefly',
  quick: 'quickly',
  rapid: 'rapidly',
  systematic: 'systematically',
  formal: 'formally',
  independent: 'independently',
  extensive: 'extensively',
  comprehensive: 'comprehensively',
  critical: 'critically',
  close: 'closely',
  rigorous: 'rigorously',
  detailed: 'in detail',
};

interface HiddenMatch {
  entry: HiddenVerbEntry;
  last: number;
  adverb?: string;
}

/** The words after the light verb: [article] [manner adjective] noun [dropped preposition]. */
function matchAfterLight(
  context: RuleContext,
  reading: LightReading,
  from: number,
): HiddenMatch | undefined {
  const { text, tokens } = context;
  let at = from;
  if (reading.particle) {
    if (next(text, tokens, at + 1)?.lower !== reading.particle) return undefined;
    at++;
  }
  for (const skip of [1, 2, 3]) {
    const nounToken = next(text, tokens, at + skip);
    const article = skip >= 2 ? next(text, tokens, at + 1)?.lower : '';
    const adjective = skip === 3 ? next(text, tokens, at + 2)?.lower : undefined;
    const adverb = adjective === undefined ? undefined : mannerAdverbs[adjective];
    if (!nounToken || article === undefined || (skip === 3 && !adverb)) continue;
    for (const entry of entriesByNoun.get(nounToken.lower) ?? []) {
      if (!entry.lightVerbs.includes(reading.base)) continue;
      if (!(entry.articles ?? defaultArticles).includes(article)) continue;
      const object = next(text, tokens, at + skip + 1);
      const dropsObject = object !== undefined && (entry.object ?? []).includes(object.lower);
      if (entry.objectRequired && !dropsObject) continue;
      return { entry, last: at + skip + (dropsObject ? 1 : 0), ...(adverb ? { adverb } : {}) };
    }
  }
  return undefined;
}

/** "significantly contribute", but "analyze … in detail": a phrase adverb follows the verb. */
function withAdverb(verb: string, adverb: string | undefined): string {
  if (!adverb) return verb;
  return adverb.includes(' ') ? `${verb} ${adverb}` : `${adverb} ${verb}`;
}

function findHiddenVerbs(context: RuleContext): Proposal[] {
  const { text, tokens, spelling } = context;
  const edits: Proposal[] = [];
  for (let at = 0; at < tokens.length; at++) {
    for (const reading of lightReadings.get(tokens[at]!.lower) ?? []) {
      const match = matchAfterLight(context, reading, at);
      if (!match) continue;
      const form = reading.form === 'past' ? pastOrParticiple(text, tokens, at) : reading.form;
      edits.push({
        start: tokens[at]!.start,
        end: tokens[match.last]!.end,
        replacement: withAdverb(
          localSpelling(verbForms(match.entry.verb)[form], spelling),
          match.adverb,
        ),
        reason: 'the verb hidden in the noun does the work',
        rule: `${reading.base} … ${match.entry.nouns[0]}`,
      });
      at = match.last;
      break;
    }
  }
  return [...edits, ...findBePhrases(context), ...intoConsideration(context)];
}

/** The verb form a form of "be" asks for: "is" → "depends", "were" → "depended". */
const formAfterBe: Readonly<Record<string, VerbForm>> = {
  am: 'base',
  are: 'base',
  be: 'base',
  is: 'third',
  was: 'past',
  were: 'past',
  been: 'participle',
  being: 'gerund',
};

const bePhrases = bePhraseEntries.map((entry) => ({ entry, words: entry.phrase.split(' ') }));

function bePhraseAt(
  context: RuleContext,
  at: number,
): { entry: BePhraseEntry; last: number } | undefined {
  const { text, tokens } = context;
  for (const { entry, words } of bePhrases) {
    const matches = words.every(
      (word, offset) => next(text, tokens, at + 1 + offset)?.lower === word,
    );
    if (matches) return { entry, last: at + words.length };
  }
  return undefined;
}

function findBePhrases(context: RuleContext): Proposal[] {
  const edits: Proposal[] = [];
  for (let at = 0; at < context.tokens.length; at++) {
    const form = formAfterBe[context.tokens[at]!.lower];
    if (!form) continue;
    const match = bePhraseAt(context, at);
    if (!match) continue;
    edits.push({
      start: context.tokens[at]!.start,
      end: context.tokens[match.last]!.end,
      replacement: verbForms(match.entry.verb)[form],
      reason: 'one verb says what "be" and a noun phrase said',
      rule: `be ${match.entry.phrase}`,
    });
    at = match.last;
  }
  return edits;
}

export const hiddenVerbsFamily: RuleFamily = {
  sources: sourcesOf(hiddenVerbEntries, bePhraseEntries),
  summary:
    'verbs hidden in nouns, in the light verb\'s tense and person ("make a decision" → "decide", "made a decision" → "decided", "is conducting an analysis of" → "is analyzing"), manner adjectives kept as adverbs ("a thorough analysis of" → "thoroughly analyze"), "be" phrases ("is dependent on" → "depends on"), "take X into consideration" → "consider X"',
  find: findHiddenVerbs,
};

const takeForms = verbForms('take');
const takeReadings = new Map(verbFormNames.map((form) => [takeForms[form], form] as const));

/**
 * "have taken the reviewer's suggestion into consideration" → "have considered the reviewer's
 * suggestion": the object moves after the verb; at most five words, with no punctuation.
 */
function intoConsideration(context: RuleContext): Proposal[] {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
  tokens.forEach((token, at) => {
    const written = takeReadings.get(token.lower);
    if (!written) return;
    for (let end = at + 2; end <= at + 6 && end + 1 < tokens.length; end++) {
      if (!next(text, tokens, end) || !next(text, tokens, end + 1)) break;
      const [into, noun] = [tokens[end]!.lower, tokens[end + 1]!.lower];
      if (into !== 'into' || (noun !== 'consideration' && noun !== 'account')) continue;
      const form = written === 'past' ? pastOrParticiple(text, tokens, at) : written;
      const object = text.slice(tokens[at + 1]!.start, tokens[end - 1]!.end);
      edits.push({
        start: token.start,
        end: tokens[end + 1]!.end,
        replacement: `${verbForms('consider')[form]} ${object}`,
        reason: 'the verb hidden in the noun does the work',
        rule: `take … into ${noun}`,
      });
      return;
    }
  });
  return edits;
}
