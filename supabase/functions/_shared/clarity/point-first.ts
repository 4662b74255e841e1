import {
  type MessageReading,
  opensBackward,
  ordinal,
  type PointKind,
  readMessage,
} from '../impact/message-reading.ts';
import type { DocumentSentence } from '../text/text-document.ts';
import { quote } from './clarity-notes.ts';

/** A point moved to the start of the body, or one left where it was and why. */
export interface PointPlacement {
  text: string;
  /** The point, moved to the body's start from this place. */
  moved?: { point: string; from: number; kind: PointKind };
  /** The point left at this place, tied by these words to what comes before it. */
  held?: { point: string; at: number; by: string; kind: PointKind };
}

/** Where what follows [start, end) begins: the next word, past spaces and line breaks. */
function nextWord(text: string, end: number): number {
  let at = end;
  while (at < text.length && /\s/.test(text[at]!)) at++;
  return at;
}

/** The stretch that moves: the point, and a sentence after it that leans on it ("Then…"). */
function movingStretch(
  reading: MessageReading,
  point: DocumentSentence,
): { start: number; end: number } {
  const body = reading.document.bodySentences();
  const next = body[body.indexOf(point) + 1];
  const sameParagraph = next !== undefined && next.paragraph === point.paragraph;
  if (sameParagraph && opensBackward(reading.document, next))
    return { start: point.start, end: next.end };
  return { start: point.start, end: point.end };
}

/**
 * The text with its point first in the body: the sentence the message exists for moves,
 * verbatim, to the body's start (greeting, subject, sign-off and signature stay where they are),
 * when the point is of a kind given and reads on its own there. A point that leans on what
 * comes before it ("It showed…", "from that study") stays, and `held` says why. Every fact and
 * name is kept: whole sentences move, and the fact lock checks the result.
 */
export function leadWithPoint(
  text: string,
  { kinds, from }: PointMoves,
  reading: MessageReading = readMessage(text),
): PointPlacement {
  const { point } = reading;
  if (!point || point.sentence.position < from || !kinds.has(point.kind)) return { text };
  const first = reading.document.bodySentences()[0]!;
  // "Hi Sam, thanks for the data. …": a body that opens on the greeting's line is a short note
  // whose first words belong to the greeting; nothing is put between them.
  if (reading.greeting !== null && !/\n/.test(text.slice(0, first.start).slice(-4)))
    return { text };
  if (point.heldBy) {
    return {
      text,
      held: {
        point: point.sentence.text,
        at: point.sentence.position,
        by: point.heldBy,
        kind: point.kind,
      },
    };
  }
  const stretch = movingStretch(reading, point.sentence.sentence);
  const moving = text.slice(stretch.start, stretch.end);
  const after = nextWord(text, stretch.end);
  const endsParagraph = /\n/.test(text.slice(stretch.end, after)) || after >= text.length;
  // A stretch that ends its paragraph takes the spaces before it; otherwise the ones after it.
  let removeStart = stretch.start;
  let removeEnd = after;
  if (endsParagraph) {
    removeEnd = stretch.end;
    const lineStart = text.lastIndexOf('\n', stretch.start - 1) + 1;
    const alone = text.slice(lineStart, stretch.start).trim() === '';
    if (alone) removeEnd = after;
    else while (removeStart > 0 && /[ \t]/.test(text[removeStart - 1]!)) removeStart--;
  }
  // Whole sentences move; a protected span running across a seam (a quote over two sentences)
  // would break, so nothing moves then. The spaces at a seam belong to no span unless one runs
  // across it.
  const { guard } = reading.document;
  const crossed = [first.start - 1, stretch.start - 1, stretch.end]
    .filter((at) => at >= 0 && at < text.length)
    .some((at) => guard.touches(at, at + 1));
  if (crossed) return { text };
  const without = text.slice(0, removeStart) + text.slice(removeEnd);
  const moved = `${without.slice(0, first.start)}${moving} ${without.slice(first.start)}`;
  return {
    text: moved,
    moved: { point: point.sentence.text, from: point.sentence.position, kind: point.kind },
  };
}

/** Which points a refinement moves: of which kinds, from which place in the body on. */
export interface PointMoves {
  kinds: ReadonlySet<PointKind>;
  from: number;
}

const everyKind: ReadonlySet<PointKind> = new Set(['request', 'announcement', 'finding']);
const requestsAndNews: ReadonlySet<PointKind> = new Set(['request', 'announcement']);

/**
 * DIRECT, asked to lead with the point, moves any point from the 2nd sentence on. The others
 * move a request or news buried behind two sentences or more (an ask after one line of context
 * reads fine where it is); a finding keeps its order outside DIRECT, as abstracts and results
 * have their own conventions.
 */
export function pointMovesFor(style: string | undefined): PointMoves {
  return style === 'direct' ? { kinds: everyKind, from: 2 } : { kinds: requestsAndNews, from: 3 };
}

const kindWords: Readonly<Record<PointKind, string>> = {
  request: 'request',
  announcement: 'news',
  finding: 'finding',
};

/** Why a moved point moved, as the change list says it. */
export function movedReason(kind: PointKind): string {
  return `led with your ${kindWords[kind]}: a busy reader sees first what the message is for`;
}

/** The note for a point left in place: where it is, and the words that hold it there. */
export function heldNote(
  held: NonNullable<PointPlacement['held']>,
  style: string | undefined,
): string {
  const where = `your ${kindWords[held.kind]} is the ${ordinal(held.at)} sentence (${quote(held.point)})`;
  const why = `it stays there because "${held.by}" leans on what comes before it: say what it refers to, and it can lead.`;
  return style === 'direct' ? `DIRECT: ${where}; ${why}` : `${where}; ${why}`;
}
