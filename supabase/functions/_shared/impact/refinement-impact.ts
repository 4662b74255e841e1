import type { Impact, ImpactLoss } from '../contract/impact-contract.ts';
import type { RefinementStyle } from '../contract/route-request-contract.ts';
import { type BodySentence, type MessageReading, readMessage } from './message-reading.ts';

/** Styles whose promise includes changing the greeting's and sign-off's register. */
const registerStyles: ReadonlySet<RefinementStyle> = new Set(['formal', 'friendly']);

const contentWords = (reading: MessageReading, entry: BodySentence) =>
  new Set(
    reading.document
      .wordsOf(entry.sentence)
      .filter((word) => word.classes.size === 0 && word.lower.length > 2)
      .map((word) => word.lower),
  );

/**
 * How much of the shorter of two sentences the other holds: 1 when one is the other cut down
 * ("Would you be open to a short call?" of the long wrapped request it came from).
 */
function kinship(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  const smaller = left.size <= right.size ? left : right;
  const larger = smaller === left ? right : left;
  if (smaller.size === 0) return 0;
  let shared = 0;
  for (const word of smaller) if (larger.has(word)) shared++;
  return shared / smaller.size;
}

/** A refined sentence is the draft's, rewritten, when it holds at least half of it. */
const sameSentence = 0.5;

/** The refined body sentence that is `entry` of the draft rewritten, if one is. */
export function counterpart(
  draft: MessageReading,
  entry: BodySentence,
  refined: MessageReading,
  among: readonly BodySentence[] = refined.body,
): BodySentence | undefined {
  const words = contentWords(draft, entry);
  let found: { entry: BodySentence; score: number } | undefined;
  for (const candidate of among) {
    const score = kinship(words, contentWords(refined, candidate));
    if (score >= sameSentence && (!found || score > found.score))
      found = { entry: candidate, score };
  }
  return found?.entry;
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Who a greeting addresses: its words after "Dear", "Hi", "Hello"… ("Dr. Patel"). */
const addressee = (greeting: string) =>
  squeeze(greeting)
    .replace(/^(?:dear|hi|hello|hey|hiya|greetings|good (?:morning|afternoon|evening))\b/, '')
    .replace(/[,:!.]+$/, '')
    .trim();

/** The sign-off and the signature lines after it, as one closing block. */
function closingOf(reading: MessageReading): string | null {
  const { document } = reading;
  const closing = document.parts.filter(
    (part) => part.kind === 'sign-off' || part.kind === 'signature',
  );
  if (closing.length === 0) return null;
  return document.text.slice(closing[0]!.start, closing.at(-1)!.end);
}

function partsLost(
  draft: MessageReading,
  refined: MessageReading,
  style?: RefinementStyle,
): ImpactLoss[] {
  const lost: ImpactLoss[] = [];
  const register = style !== undefined && registerStyles.has(style);
  if (draft.greeting !== null) {
    const kept =
      refined.greeting !== null &&
      (register
        ? addressee(refined.greeting) === addressee(draft.greeting)
        : squeeze(refined.greeting) === squeeze(draft.greeting));
    if (!kept) lost.push({ part: 'greeting', text: draft.greeting });
  }
  const closing = closingOf(draft);
  if (closing !== null && draft.signOff !== null) {
    const refinedClosing = closingOf(refined);
    const kept =
      refinedClosing !== null &&
      (register
        ? refined.signOff !== null &&
          squeeze(refinedClosing).endsWith(squeeze(closing.slice(draft.signOff.length)))
        : squeeze(refinedClosing) === squeeze(closing));
    if (!kept) lost.push({ part: 'sign-off', text: draft.signOff });
  }
  return lost;
}

/** How far ahead a refined ask is looked for: rewrites keep asks in order, but one may lead. */
const askWindow = 3;

/**
 * The draft's asks the refined text no longer makes, as the draft wrote them. Each draft ask
 * is matched to one of the next few unmatched refined asks (or to the first, where a moved point
 * went), so the matching stays linear however many asks there are.
 */
function asksLost(draft: MessageReading, refined: MessageReading): ImpactLoss[] {
  const missing = draft.asks - refined.asks;
  if (missing <= 0) return [];
  const remaining = refined.body.filter((entry) => entry.asks > 0);
  const leading = remaining[0];
  let leadingUsed = false;
  let next = 0;
  const lost: ImpactLoss[] = [];
  for (const entry of draft.body.filter((candidate) => candidate.asks > 0)) {
    const window = remaining.slice(next, next + askWindow);
    const candidates = leadingUsed || !leading ? window : [leading, ...window];
    const match = counterpart(draft, entry, refined, candidates);
    if (!match) lost.push({ part: 'ask', text: entry.text });
    else if (match === leading && !leadingUsed && next === 0) {
      leadingUsed = true;
      next = 1;
    } else if (match === leading && !leadingUsed) leadingUsed = true;
    else next = remaining.indexOf(match, next) + 1;
  }
  return lost.slice(0, missing);
}

function deadlineLost(draft: MessageReading, refined: MessageReading): ImpactLoss[] {
  if (draft.deadline === null) return [];
  const kept = squeeze(refined.document.text).includes(squeeze(draft.deadline.text));
  return kept || refined.deadline !== null ? [] : [{ part: 'deadline', text: draft.deadline.text }];
}

/** What the refined text lost of the draft's asks, deadline, greeting and sign-off. */
export function impactLosses(
  draft: MessageReading,
  refinedText: string,
  style?: RefinementStyle,
): ImpactLoss[] {
  const refined = readMessage(refinedText);
  return [
    ...asksLost(draft, refined),
    ...deadlineLost(draft, refined),
    ...partsLost(draft, refined, style),
  ];
}

/**
 * The impact of a refinement, the draft and the refined text read alike: the point as it reads
 * after (the refined sentence that is the draft's point rewritten), where it stood and stands,
 * the asks and deadline the refined text makes, the body's words, and what it lost.
 */
export function impactOf(
  draftText: string,
  refinedText: string,
  options: { style?: RefinementStyle; draft?: MessageReading } = {},
): Impact {
  const draft = options.draft ?? readMessage(draftText);
  const refined = readMessage(refinedText);
  const after = draft.point ? counterpart(draft, draft.point.sentence, refined) : undefined;
  const point = after ?? (draft.point ? refined.point?.sentence : undefined);
  return {
    point: point?.text ?? null,
    position: { before: draft.point?.sentence.position ?? null, after: point?.position ?? null },
    asks: refined.asks,
    deadline: refined.deadline?.text ?? null,
    words: { before: draft.words, after: refined.words },
    lost: [
      ...asksLost(draft, refined),
      ...deadlineLost(draft, refined),
      ...partsLost(draft, refined, options.style),
    ],
  };
}
