import { causalVerbCue, causesThroughMake } from './causal-verbs.ts';
import { type ClaimWords, type RelationCue, stronger } from './claim-types.ts';
import type { HedgeClass } from './qualifiers-data.ts';
import {
  comparatives,
  comparativesWithThan,
  equativeAdjectives,
  relationNouns,
  superlatives,
} from './relation-cues-data.ts';
import { type Hit, type SentenceWords, tokenAt } from './sentence-hits.ts';

/** Hedges that make a stated cause a hedged one (Sumner et al., 2014: "may", "might", "could"). */
export const hedgingClasses: ReadonlySet<HedgeClass> = new Set([
  'modal',
  'evidential',
  'hypothesis',
  'tendency',
  'tentative',
]);

const degreeWords = new Set([
  'slightly',
  'much',
  'significantly',
  'considerably',
  'somewhat',
  'far',
  'substantially',
  'markedly',
]);

export function wordsOf(words: SentenceWords, first: number, last: number): ClaimWords {
  const { text, tokens } = words.document;
  const start = tokens[first]!.start;
  const end = tokens[last]!.end;
  return { text: text.slice(start, end), start, end };
}

/** A comparison between groups or conditions: "higher among smokers", "a week earlier than". */
function isComparison(words: SentenceWords, index: number): boolean {
  const token = tokenAt(words, index)!;
  const previous = tokenAt(words, index - 1);
  const next = tokenAt(words, index + 1);
  const afterNext = tokenAt(words, index + 2);
  // "were highest near the outlets" (not "the highest dose"); "twice as high as", "as likely".
  if (superlatives.has(token.lower)) {
    const verb = previous?.lower === 'the' ? tokenAt(words, index - 2) : previous;
    return (
      verb !== undefined &&
      verb.classes.has('be') &&
      token.lower !== 'most' &&
      token.lower !== 'least'
    );
  }
  if (equativeAdjectives.has(token.lower) && previous?.lower === 'as') {
    const before = tokenAt(words, index - 2);
    return (
      next?.lower === 'as' ||
      (before !== undefined && ['twice', 'half', 'thrice', 'times'].includes(before.lower))
    );
  }
  if (comparativesWithThan.has(token.lower)) {
    return next?.lower === 'than' || (previous !== undefined && degreeWords.has(previous.lower));
  }
  if (!comparatives.has(token.lower)) return false;
  if (next?.lower === 'than' && afterNext && /^\d/.test(afterNext.text)) return false;
  if (previous && (previous.lower === 'to' || previous.lower === 'no' || previous.lower === 'any'))
    return false;
  return !(next && ['education', 'or'].includes(next.lower));
}

/** How many words of a verb group may stand before its cue: "is likely to be explained". */
const groupReach = 4;

/**
 * The first word of a cue's verb group: auxiliaries, modals, negations, adverbs and hedges just
 * before it ("may not shorten", "was associated with", "appears to reduce", "had lower").
 */
export function groupStart(
  words: SentenceWords,
  cue: number,
  hedgeWords: ReadonlySet<number>,
): number {
  let first = cue;
  for (let at = cue - 1; at >= Math.max(words.first, cue - groupReach); at--) {
    const token = tokenAt(words, at)!;
    const inGroup =
      token.classes.has('modal') ||
      /n't$|'ll$|'d$/.test(token.lower) ||
      token.classes.has('be') ||
      token.classes.has('have') ||
      token.classes.has('negation') ||
      ['do', 'does', 'did', 'to'].includes(token.lower) ||
      /ly$/.test(token.lower) ||
      hedgeWords.has(at);
    if (!inGroup) break;
    first = at;
  }
  // "read daily had larger": an adverb before the group belongs to the words before it.
  while (first < cue && /ly$/.test(tokenAt(words, first)!.lower)) first++;
  return first;
}

/** "can reduce", "cannot prevent": a capacity, which the reading counts as a hedged cause. */
export function capacityBefore(words: SentenceWords, index: number): boolean {
  for (let at = index - 1; at >= Math.max(words.first, index - 3); at--) {
    const word = tokenAt(words, at)!.lower;
    if (word === 'can' || word === 'cannot' || word === "can't") return true;
    if (!(/ly$/.test(word) || word === 'not' || word === 'help' || word === 'also')) return false;
  }
  return false;
}

export const isQuestion = (text: string) => /\?[\s"'”’)\]]*$/.test(text);

export interface FoundCue {
  token: number;
  last: number;
  base: 'correlational' | 'causal';
  form: RelationCue['form'];
}

export function relationCues(
  words: SentenceWords,
  hits: readonly Hit[],
  taken: ReadonlySet<number>,
) {
  const cues: FoundCue[] = [];
  for (const hit of hits) {
    if (hit.entry.kind === 'relation') {
      const noun = relationNouns.has(tokenAt(words, hit.first)!.lower);
      cues.push({
        token: hit.first,
        last: hit.last,
        base: hit.entry.strength,
        form: noun ? 'noun' : 'phrase',
      });
    }
  }
  for (let index = words.first; index < words.end; index++) {
    if (taken.has(index)) continue;
    const verb = causalVerbCue(words, index, taken);
    if (verb) cues.push({ token: index, last: index, base: verb.strength, form: 'phrase' });
    else if (causesThroughMake(words, index)) {
      cues.push({ token: index, last: index, base: 'causal', form: 'phrase' });
    } else if (isComparison(words, index)) {
      cues.push({ token: index, last: index, base: 'correlational', form: 'comparison' });
    }
  }
  return cues.sort((a, b) => a.token - b.token);
}

/** The cue that gives a sentence its strength: the strongest; of equals, a verb before a comparison. */
export function strongest(cues: readonly RelationCue[]): RelationCue | undefined {
  return cues.reduce<RelationCue | undefined>((best, each) => {
    if (!best || stronger(each.strength, best.strength)) return each;
    const preferred =
      each.strength === best.strength && best.form === 'comparison' && each.form !== 'comparison';
    return preferred ? each : best;
  }, undefined);
}
