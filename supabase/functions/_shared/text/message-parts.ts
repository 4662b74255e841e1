import { endsSentence } from './sentences.ts';

/**
 * The parts of a message as a reader sees them: an e-mail's subject line, its greeting, the body
 * in paragraphs, the sign-off and the signature lines after it. A chat message with none of
 * these is all body.
 */
export type PartKind = 'subject' | 'greeting' | 'body' | 'sign-off' | 'signature';

/** One part: [start, end) of the text, trimmed of the spaces around it. */
export interface MessagePart {
  kind: PartKind;
  start: number;
  end: number;
  /** For a body part: which paragraph of the body it is, from 1. */
  paragraph?: number;
}

/** "Subject: …", "Re: …": a subject line, only as the message's first line. */
const subjectLine = /^[ \t]*(?:subject|subj|re|fwd?)[ \t]*:[ \t]*\S/i;

/** Words that open a greeting at the head of a message: "Dear Dr. Lee,", "Hi Maria,", "Hello all,". */
const greetingHead =
  /^[ \t]*(?:dear|hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening)|to whom it may concern)(?![\p{L}\p{N}'’-])/iu;

/** The most words a greeting holds after its first: "Dear Professor Anna Maria Rossi,". */
const greetingWords = 6;

/**
 * Closing phrases of a letter ("Best,", "Best regards,", "Many thanks,", "Cheers,", "Sincerely,").
 * A line opening with one is a sign-off when nothing but a name follows it on that line.
 */
const closingPhrase = new RegExp(
  `^[ \\t]*(?:${[
    'all the best',
    'best(?: wishes| regards)?',
    '(?:kind|kindest|warm|warmest|best|many) regards',
    'regards',
    'with (?:best wishes|many thanks|thanks|gratitude|kind regards|best regards)',
    'many thanks',
    'thanks(?: again| so much| a lot| in advance)?',
    'thank you(?: (?:so much|again|in advance|very much))?',
    'cheers',
    '(?:yours )?(?:sincerely|truly|faithfully)(?: yours)?',
    'yours',
    'respectfully(?: yours)?',
    'talk soon',
    'take care',
    'see you(?: soon)?',
    'thx',
    'ta',
  ].join('|')})(?![\\p{L}\\p{N}'’-])[ \\t]*[,.!]?`,
  'iu',
);

/** A signature line is short: a name, a title, a lab, a phone number, an address. */
const signatureLineLength = 80;

/**
 * Whether what follows a closing phrase on its line is nothing, or a name ("Cheers, J. R.",
 * "— Sam"): at most four words, each capitalised. Read word by word: one pattern with a run
 * of capitalised words repeated would try every split of a long run of capitals.
 */
function nameOnly(rest: string): boolean {
  if (rest.length > signatureLineLength) return false;
  const words = rest
    .replace(/^[ \t]*[-–—]/, '')
    .trim()
    .split(/[ \t]+/)
    .filter(Boolean);
  return words.length <= 4 && words.every((word) => /^\p{Lu}[\p{L}'’.-]*$/u.test(word));
}

/** The most signature lines read after a sign-off. */
const signatureLines = 6;

interface Line {
  start: number;
  end: number;
  text: string;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (let index = 0; index <= text.length; index++) {
    if (index === text.length || text[index] === '\n') {
      lines.push({ start, end: index, text: text.slice(start, index) });
      start = index + 1;
    }
  }
  return lines;
}

const isBlank = (line: Line) => line.text.trim() === '';

/** [start, end) of a stretch of the text without the spaces around it. */
function trimmed(text: string, start: number, end: number): { start: number; end: number } {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return { start, end };
}

/**
 * Where a greeting opening `line` ends: after the comma, colon or exclamation mark that closes
 * it ("Dear Dr. Okafor, we would like…" is a greeting and the body's first words), or at the end
 * of a line that holds nothing else ("Hi Maria"). Undefined when the line opens no greeting.
 */
function greetingEnd(text: string, line: Line): number | undefined {
  const head = greetingHead.exec(line.text);
  if (!head) return undefined;
  let words = 0;
  let inWord = false;
  for (let index = line.start + head[0].length; index < line.end; index++) {
    const character = text[index]!;
    if (character === ',' || character === ':' || character === '!') return index + 1;
    // "Dear Dr. Lee" reads on; "Hi. The data…" ends the greeting at its full stop.
    if (
      (character === '.' || character === '?' || character === ';') &&
      endsSentence(text, index)
    ) {
      return character === '.' && words === 0 ? index + 1 : undefined;
    }
    const letter = /[\p{L}\p{N}]/u.test(character);
    if (letter && !inWord && ++words > greetingWords) return undefined;
    inWord = letter || (inWord && /['’.-]/.test(character));
  }
  return words <= greetingWords ? line.end : undefined;
}

/**
 * The sign-off line and the signature lines after it: read up from the end, over at most
 * `signatureLines` short lines, to a line that opens with a closing phrase and holds nothing
 * else but a name. A line "--" opens a signature without a sign-off. `bodyEnd` is where the
 * body ends: the sign-off's line, the "--" line, or the end of the text.
 */
function closing(
  text: string,
  lines: readonly Line[],
  from: number,
): { signOff?: Line; signature: Line[]; bodyEnd: number } {
  const signature: Line[] = [];
  // The body's first line is never its sign-off: "Thanks!\nCould you resend it?" is all body.
  for (let index = lines.length - 1; index > from; index--) {
    const line = lines[index]!;
    if (isBlank(line)) continue;
    if (/^[ \t]*--[ \t]*$/.test(line.text)) {
      return { signature: signature.reverse(), bodyEnd: line.start };
    }
    const phrase = closingPhrase.exec(line.text);
    if (phrase && nameOnly(line.text.slice(phrase[0].length))) {
      return { signOff: line, signature: signature.reverse(), bodyEnd: line.start };
    }
    const long = line.text.trim().length > signatureLineLength;
    if (signature.length === signatureLines || long || /\?\s*$/.test(line.text)) break;
    signature.push(line);
  }
  return { signature: [], bodyEnd: text.length };
}

/** The body between `start` and `end`, in paragraphs (a blank line ends one). */
function bodyParts(
  text: string,
  lines: readonly Line[],
  start: number,
  end: number,
): MessagePart[] {
  const parts: MessagePart[] = [];
  let paragraphStart: number | undefined;
  const close = (paragraphEnd: number) => {
    if (paragraphStart === undefined) return;
    const span = trimmed(text, paragraphStart, paragraphEnd);
    if (span.end > span.start) parts.push({ kind: 'body', ...span, paragraph: parts.length + 1 });
    paragraphStart = undefined;
  };
  for (const line of lines) {
    if (line.end < start || line.start >= end) continue;
    const from = Math.max(line.start, start);
    const to = Math.min(line.end, end);
    if (text.slice(from, to).trim() === '') close(from);
    else paragraphStart ??= from;
  }
  close(end);
  return parts;
}

/**
 * The parts of a message, in order. The subject is its first line when that says "Subject:";
 * the greeting opens the first line after it; the sign-off is the last line that opens with a
 * closing phrase and is followed only by short lines (the signature). Everything else is body.
 */
export function readMessageParts(text: string): MessagePart[] {
  const lines = linesOf(text);
  const parts: MessagePart[] = [];
  let first = lines.findIndex((line) => !isBlank(line));
  if (first < 0) return [];
  let bodyStart = lines[first]!.start;
  if (subjectLine.test(lines[first]!.text)) {
    parts.push({ kind: 'subject', ...trimmed(text, lines[first]!.start, lines[first]!.end) });
    bodyStart = lines[first]!.end;
    first = lines.findIndex((line, index) => index > first && !isBlank(line));
  }
  const greetingLine = first >= 0 ? lines[first] : undefined;
  const greeting = greetingLine && greetingEnd(text, greetingLine);
  if (greetingLine && greeting !== undefined) {
    parts.push({ kind: 'greeting', ...trimmed(text, greetingLine.start, greeting) });
    bodyStart = greeting;
  }
  const afterGreeting = lines.findIndex((line) => line.end > bodyStart && !isBlank(line));
  const { signOff, signature, bodyEnd } = closing(
    text,
    lines,
    afterGreeting < 0 ? lines.length : afterGreeting,
  );
  const body = bodyParts(text, lines, bodyStart, Math.max(bodyStart, bodyEnd));
  // A greeting alone with a sign-off ("Hi Maria,\nThanks,\nSam") leaves no body: still a message.
  parts.push(...body);
  if (signOff) parts.push({ kind: 'sign-off', ...trimmed(text, signOff.start, signOff.end) });
  for (const line of signature)
    parts.push({ kind: 'signature', ...trimmed(text, line.start, line.end) });
  return parts;
}
