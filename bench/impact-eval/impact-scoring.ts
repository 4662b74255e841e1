import { isFunctionWord } from '../../supabase/functions/_shared/text/english/word-classes.ts';
import { measureText } from '../../supabase/functions/_shared/clarity/text-metrics.ts';
import { createFactLock } from '../../supabase/functions/_shared/refinement/fact-lock.ts';
import { sentenceSpans } from '../../supabase/functions/_shared/text/sentences.ts';
import type { LabelledMessage } from './impact-corpus-schema.ts';
import { layoutOf } from './message-layout.ts';

/** The style a message was refined in; `default` is no style at all. */
export type EvalStyle = 'default' | 'shorter' | 'formal' | 'friendly' | 'direct' | 'plain';

/** What an engine's reading of a text says about its impact (`refinement.impact`'s parts). */
export interface ImpactReading {
  point: string | null;
  position: number | null;
  asks: number;
  deadline: string | null;
  words: number;
}

/** One engine's answer to one message in one style; `refined` undefined when it gave none. */
export interface EngineAnswer {
  refined: string | undefined;
  notes: readonly string[];
  /** The engine's own reading of the draft and of its refinement, once it reports one. */
  impact?: { before: ImpactReading; after: ImpactReading } | undefined;
  ms: number;
}

/** One message in one style, scored against its labels. */
export interface StyleScore {
  id: string;
  style: EvalStyle;
  answered: boolean;
  /** The labelled point's place in the draft's body and in the refinement's (null: not found). */
  positionBefore: number | null;
  positionAfter: number | null;
  greetingKept: boolean;
  signOffKept: boolean;
  hardLocked: number;
  hardLost: string[];
  namesLost: string[];
  bodyWordsBefore: number;
  bodyWordsAfter: number;
  /** Labelled hedged wrappers still there, and "please be open to" and its kin made. */
  wrappersLeft: string[];
  /** Labelled asks whose words the refinement no longer holds, and a deadline it lost. */
  asksLost: string[];
  deadlineLost: boolean;
  notes: readonly string[];
  impact: EngineAnswer['impact'];
  ms: number;
}

const contentWords = (text: string): Set<string> =>
  new Set(
    (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
      (word) => word.length > 1 && !isFunctionWord(word),
    ),
  );

/** Dice overlap of two texts' content words: 1 for the same words, 0 for none shared. */
export function overlap(left: string, right: string): number {
  const [a, b] = [contentWords(left), contentWords(right)];
  if (a.size + b.size === 0) return 1;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/** How much of `part`'s content words `text` still holds (1: all of them). */
export function held(part: string, text: string): number {
  const wanted = contentWords(part);
  if (wanted.size === 0) return 1;
  const have = contentWords(text);
  let kept = 0;
  for (const word of wanted) if (have.has(word)) kept++;
  return kept / wanted.size;
}

/** The sentences of a body, as the product's sentence ends read them. */
export const bodySentences = (body: string) =>
  sentenceSpans(body).map((span) => body.slice(span.start, span.end));

/** A rewritten point still shares at least half its content words with the labelled one. */
const samePoint = 0.5;

/** Where the labelled point stands in a body, 1-based: its closest sentence, if close enough. */
export function pointPosition(point: string, body: string): number | null {
  let best = { position: null as number | null, score: samePoint };
  bodySentences(body).forEach((sentence, index) => {
    const score = overlap(point, sentence);
    if (score >= best.score) best = { position: index + 1, score };
  });
  return best.position;
}

/** A request made into a demand on the reader's feelings: "Please be open to …". */
const demandedFeelings = /\bplease (?:be|feel) (?:open|willing|able|free|happy)\b/giu;

function wrappersLeft(message: LabelledMessage, refined: string): string[] {
  const lower = refined.toLowerCase();
  const left = message.wrappers.filter((wrapper) => lower.includes(wrapper.toLowerCase()));
  return [...left, ...(refined.match(demandedFeelings) ?? [])];
}

/** Scores one answer: where the point went, the parts, the facts, the words, the asks. */
export function scoreAnswer(
  message: LabelledMessage,
  style: EvalStyle,
  answer: EngineAnswer,
): StyleScore {
  const draftLayout = layoutOf(message, message.text);
  const refined = answer.refined ?? message.text;
  const layout = layoutOf(message, refined);
  const lock = createFactLock(message.text);
  const missing = lock.check(refined).missing;
  return {
    id: message.id,
    style,
    answered: answer.refined !== undefined,
    positionBefore: message.point ? pointPosition(message.point, draftLayout.body) : null,
    positionAfter: message.point ? pointPosition(message.point, layout.body) : null,
    greetingKept: layout.greetingKept,
    signOffKept: layout.signOffKept,
    hardLocked: lock.locked.filter((fact) => fact.hard).length,
    hardLost: missing.filter((fact) => fact.hard).map((fact) => fact.text),
    namesLost: missing.filter((fact) => fact.kind === 'name').map((fact) => fact.text),
    bodyWordsBefore: measureText(draftLayout.body).words,
    bodyWordsAfter: measureText(layout.body).words,
    wrappersLeft: wrappersLeft(message, refined),
    asksLost: message.asks.filter((ask) => held(ask, refined) < 0.75),
    deadlineLost: message.deadline !== null && !refined.includes(message.deadline),
    notes: answer.notes,
    impact: answer.impact,
    ms: answer.ms,
  };
}
