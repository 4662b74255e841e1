import { headingOf, introduction, stripMarkdown } from './reply-parsing.ts';

/**
 * Reads a vendor's reply as it streams and gives out the refined message alone, as soon as each
 * piece of it is certain: the message `parseVendorReply` reads from the whole reply, without the
 * REFINED heading, the CHANGES and NOTES after it, or the Markdown a model slips in.
 *
 * A line goes out while it is still being written, unless it could still turn out to be a
 * heading (`CHAN…` may become `CHANGES`) or start with a Markdown marker: those wait for a word
 * that rules it out, or for the line's end. Blank lines wait for text after them (none come
 * before CHANGES). Lines before any heading wait: they are the message only if CHANGES comes
 * with no REFINED before it.
 */
export interface StreamedReplyReader {
  /** Reads the next piece of the reply; returns the refined message's text it made certain. */
  push(piece: string): string;
  /** The reply has ended: returns the rest of the refined message, if any was held back. */
  end(): string;
}

/** Headings as they begin, lower case: a line that is a prefix of one may still become one. */
const headingStarts = [
  'changes made',
  'changes:',
  'what i changed and why',
  'what changed and why',
  'edits made',
  'still worth a look',
  'worth a look',
  'notes:',
  'suggestions:',
  'to consider:',
  'readability',
];

/** A line start that stripMarkdown removes: a heading's #s, or a quote's >. */
const lineMarker = /^[ \t]{0,3}(?:#{1,6}[ \t]+|>[ \t]?)/;
/** A line start that may still become such a marker, or a code fence. */
const undecidedMarker = /^[ \t]{0,3}(?:#{1,6}|>|`{1,2})$/;
const codeFence = /^[ \t]*```/;

/** The heading a line is, once stripMarkdown would have taken its marker off. */
const headingOfLine = (line: string) => headingOf(line.replace(lineMarker, ''));

function mayStillBeHeading(line: string): boolean {
  const flat = line.replace(/^[\s#>*_]+/, '').toLowerCase();
  return (
    flat === '' ||
    headingOfLine(line) !== undefined ||
    headingStarts.some((start) => start.startsWith(flat))
  );
}

/**
 * `**` is bold that stripMarkdown removes. Single `*` or `_` around words (italics) shows as
 * written until the judged reply replaces the streamed text.
 */
const withoutBold = (text: string) => text.replaceAll('**', '');

export function createStreamedReplyReader(): StreamedReplyReader {
  let section: 'preamble' | 'refined' | 'after' = 'preamble';
  const preamble: string[] = [];
  /** The line being written, and what is known of it so far. */
  let line = '';
  /** Characters of its start to leave out (a marker); -1 for a code fence; undefined: unknown. */
  let markerLength: number | undefined;
  /** Characters after the marker already given out. */
  let given = 0;
  /** The line began after REFINED's colon: the message's first words, never a heading. */
  let afterHeading = false;
  let wroteAny = false;
  let blankLinesBefore = 0;
  /** A `\r` at the end of a piece: maybe the first half of `\r\n`. */
  let pendingReturn = false;

  const newLine = (text = '', marker?: number) => {
    line = text;
    markerLength = marker;
    given = 0;
    afterHeading = marker === 0;
  };

  /** What of the refined line can be given out now; `complete` once its end has come. */
  function fromLine(complete: boolean): string {
    if (markerLength === undefined) {
      if (!complete && (line.trim() === '' || undecidedMarker.test(line))) return '';
      markerLength = codeFence.test(line) ? -1 : (lineMarker.exec(line)?.[0].length ?? 0);
    }
    if (markerLength < 0) return '';
    const body = line.slice(markerLength);
    const starting = given === 0;
    if (starting && body.trim() === '') return '';
    if (starting && !complete && !afterHeading && mayStillBeHeading(line)) return '';
    // Trailing spaces wait for the word after them (the message's last line is trimmed), and
    // trailing stars for what follows (they may close or open bold).
    const tail = body.slice(given);
    let out = (complete ? tail : tail.replace(/\*+$/, '')).trimEnd();
    if (out === '') return '';
    given += out.length;
    if (starting) {
      out = wroteAny ? (blankLinesBefore > 0 ? '\n\n' : '\n') + out : out.trimStart();
      wroteAny = true;
      blankLinesBefore = 0;
    }
    return withoutBold(out);
  }

  function endRefinedLine(): string {
    const heading = afterHeading ? undefined : headingOfLine(line);
    // Only the first REFINED heading opens the message; a later one is the message's own words.
    if (heading && heading.section !== 'refined') {
      section = 'after';
      return '';
    }
    const started = given > 0;
    const out = fromLine(true);
    if (!started && out === '' && wroteAny) blankLinesBefore++;
    return out;
  }

  /** No REFINED heading, but CHANGES came: the lines before it were the message. */
  function fromPreamble(): string {
    const lines = stripMarkdown(preamble.join('\n')).split('\n');
    const message = lines
      .filter((text, index) => index > 0 || !introduction.test(text))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    wroteAny = message !== '';
    return message;
  }

  /** The refined message starts after the heading's colon, on the same line (`REFINED: We…`). */
  const afterColon = (text: string) => text.slice(text.indexOf(':') + 1);

  function endPreambleLine(): string {
    const heading = headingOfLine(line);
    if (!heading) {
      preamble.push(line);
      return '';
    }
    if (heading.section !== 'refined') {
      section = 'after';
      return fromPreamble();
    }
    section = 'refined';
    if (!heading.rest) return '';
    newLine(afterColon(line), 0);
    return fromLine(true);
  }

  function endLine(): string {
    const out =
      section === 'refined' ? endRefinedLine() : section === 'preamble' ? endPreambleLine() : '';
    newLine();
    return out;
  }

  /** A REFINED heading whose message follows on its line goes out once the colon is there. */
  function openOnColon(): string {
    const heading = headingOfLine(line);
    if (heading?.section !== 'refined' || !heading.rest) return '';
    section = 'refined';
    newLine(afterColon(line), 0);
    return fromLine(false);
  }

  return {
    push(piece) {
      let text = (pendingReturn ? '\r' : '') + piece;
      pendingReturn = text.endsWith('\r');
      if (pendingReturn) text = text.slice(0, -1);
      let out = '';
      for (const [index, part] of text.replace(/\r\n?/g, '\n').split('\n').entries()) {
        if (index > 0) out += endLine();
        if (section === 'after') return out;
        line += part;
      }
      if (section === 'preamble') return out + openOnColon();
      return out + fromLine(false);
    },
    end() {
      const out = section === 'after' ? '' : endLine();
      section = 'after';
      return out;
    },
  };
}
