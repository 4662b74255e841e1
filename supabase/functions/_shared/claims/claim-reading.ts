import type { ClaimStrength } from '../contract/claims-contract.ts';
import type { DocumentSentence, TextDocument } from '../text/text-document.ts';
import { firstVerbTense, tenseOf } from './claim-tense.ts';
import { sentenceScopes } from './claim-scope.ts';
import type { Qualifier, RelationCue, ScopeWords, SentenceClaim } from './claim-types.ts';
import { mentionedFrom, type QuoteSpan } from './mentions.ts';
import type { HedgeClass, QuantifierClass, StatisticalClass } from './qualifiers-data.ts';
import { type Hit, sentenceHits, type SentenceWords, tokenAt } from './sentence-hits.ts';
import {
  capacityBefore,
  groupStart,
  hedgingClasses,
  isQuestion,
  relationCues,
  strongest,
  wordsOf,
} from './sentence-cues.ts';

/** Nouns of what a study found: a hedge on a sentence about one hedges a finding. */
const resultNouns = new Set(
  `effect effects result results finding findings data outcome outcomes difference differences
   trend trends pattern patterns estimate estimates signal association benefit benefits risk
   response responses rate rates score scores`.split(/\s+/),
);

/**
 * Whether a past sentence with no relation still reports a result its qualifiers limit: a
 * quantifier, scope or statistic ("Some participants reported headaches"), or a hedge on what a
 * study found ("The effect held, to some extent"), not on an opinion ("In my opinion, the visit
 * was useful").
 */
function limitsAResult(
  qualifiers: { hedges: number; limits: number },
  words: SentenceWords,
): boolean {
  if (qualifiers.limits > 0) return true;
  if (qualifiers.hedges === 0) return false;
  for (let index = words.first; index < words.end; index++) {
    if (resultNouns.has(tokenAt(words, index)!.lower)) return true;
  }
  return false;
}

/** Reads one sentence of a document for what it claims; `quotes` are the quotations in it. */
export function readSentenceClaim(
  document: TextDocument,
  sentence: DocumentSentence,
  quotes: readonly QuoteSpan[] = [],
): SentenceClaim {
  const words: SentenceWords = { document, first: sentence.firstToken, end: sentence.endToken };
  const text = document.text.slice(sentence.start, sentence.end);
  const at = { text, start: sentence.start, end: sentence.end, index: sentence.index };
  const empty: SentenceClaim = {
    sentence: at,
    strength: 'none',
    cues: [],
    hedges: [],
    scope: [],
    quantifiers: [],
    statistical: [],
    tense: 'none',
    finding: false,
  };
  if (sentence.part !== 'body' && sentence.part !== 'subject') return empty;
  if (sentence.endToken === sentence.firstToken) return empty;
  const hits = sentenceHits(words);
  const taken = new Set<number>();
  /** Words a scope may not hold: statistical qualifiers ("after adjustment for age") and cues. */
  const notScope = new Set<number>();
  for (const hit of hits) {
    for (let index = hit.first; index <= hit.last; index++) {
      if (hit.inside?.includes(index)) continue;
      taken.add(index);
      if (hit.entry.kind === 'statistical' || hit.entry.kind === 'relation') notScope.add(index);
    }
  }
  const qualifier = <Class extends string>(hit: Hit, qualifierClass: Class): Qualifier<Class> => ({
    ...wordsOf(words, hit.first, hit.last),
    class: qualifierClass,
  });
  const hedges: Qualifier<HedgeClass>[] = [];
  const quantifiers: Qualifier<QuantifierClass>[] = [];
  const statistical: Qualifier<StatisticalClass>[] = [];
  const fixedScopes: ScopeWords[] = [];
  for (const hit of hits) {
    const { entry } = hit;
    if (entry.kind === 'hedge') hedges.push(qualifier(hit, entry.class));
    else if (entry.kind === 'quantifier') quantifiers.push(qualifier(hit, entry.class));
    else if (entry.kind === 'statistical') statistical.push(qualifier(hit, entry.class));
    else if (entry.kind === 'scope') {
      fixedScopes.push({
        ...wordsOf(words, hit.first, hit.last),
        head: tokenAt(words, hit.last)!.lower,
      });
    }
  }
  const scope = [
    ...fixedScopes,
    ...sentenceScopes(words, notScope).map((span) => ({
      ...wordsOf(words, span.first, span.last),
      head: tokenAt(words, span.head)!.lower,
    })),
  ].sort((a, b) => a.start - b.start);
  const question = isQuestion(text);
  const hedgeWords = new Set<number>();
  for (const hit of hits) {
    if (hit.entry.kind !== 'hedge') continue;
    for (let index = hit.first; index <= hit.last; index++) hedgeWords.add(index);
  }
  const mentioned = mentionedFrom(words, hits, taken, quotes);
  const cues: RelationCue[] = question
    ? []
    : relationCues(words, hits, taken)
        .filter((cue) => !mentioned(cue.token))
        .map((cue) => {
          const start = document.tokens[cue.token]!.start;
          const hedged =
            cue.base === 'causal' &&
            (hedges.some((hedge) => hedgingClasses.has(hedge.class) && hedge.start < start) ||
              capacityBefore(words, cue.token));
          const strength: ClaimStrength =
            cue.base === 'causal' ? (hedged ? 'conditional' : 'causal') : 'correlational';
          const group = wordsOf(words, groupStart(words, cue.token, hedgeWords), cue.last);
          return {
            ...wordsOf(words, cue.token, cue.last),
            token: cue.token,
            strength,
            form: cue.form,
            group,
          };
        });
  const cue = strongest(cues);
  const reading = question
    ? undefined
    : cue
      ? tenseOf(words, cue.token, cue.form === 'phrase' ? 'verb' : cue.form)
      : firstVerbTense(words);
  const tense = reading?.tense ?? 'none';
  const qualifiers = {
    hedges: hedges.length,
    limits: scope.length + quantifiers.length + statistical.length,
  };
  return {
    sentence: at,
    strength: cue?.strength ?? 'none',
    ...(cue ? { cue } : {}),
    cues,
    hedges,
    scope,
    quantifiers,
    statistical,
    tense,
    ...(reading?.word === undefined
      ? {}
      : { tenseWord: wordsOf(words, reading.word, reading.word) }),
    finding:
      cue !== undefined || (!question && tense === 'past' && limitsAResult(qualifiers, words)),
  };
}

/**
 * What a text claims, sentence by sentence (the document's sentences, in order): each one's
 * strength, hedges, scope, quantifiers, statistical qualifiers and tense. Deterministic and
 * linear: each word is looked up once in the lexicon, and each check looks a bounded number of
 * words around it.
 */
export function readClaims(document: TextDocument): SentenceClaim[] {
  const quotes = quoteSpans(document);
  let next = 0;
  return document.sentences.map((sentence) => {
    while (next < quotes.length && quotes[next]!.lastToken < sentence.firstToken) next++;
    const inside: QuoteSpan[] = [];
    for (let at = next; at < quotes.length && quotes[at]!.firstToken < sentence.endToken; at++) {
      inside.push(quotes[at]!);
    }
    return readSentenceClaim(document, sentence, inside);
  });
}

/** The document's quotations by their tokens, in order (its facts are found once, here). */
function quoteSpans(document: TextDocument): QuoteSpan[] {
  return document.facts
    .filter((fact) => fact.kind === 'quote')
    .map((fact) => ({
      firstToken: document.tokenAt(fact.start),
      lastToken: Math.max(document.tokenAt(fact.start), document.tokenAt(fact.end) - 1),
    }))
    .sort((a, b) => a.firstToken - b.firstToken);
}
