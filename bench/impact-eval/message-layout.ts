import type { LabelledMessage } from './impact-corpus-schema.ts';

/**
 * Where a labelled message's body is in a text: the draft itself, or an engine's refinement of
 * it. The labels say what the subject, greeting, sign-off and signature are; the eval finds them
 * by those labels, so it needs no reading of its own and judges every engine by the same rule.
 */
export interface MessageLayout {
  body: string;
  /** The greeting (and subject line) stand first, exactly as written. */
  greetingKept: boolean;
  /** The sign-off and signature stand last, exactly as written. */
  signOffKept: boolean;
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The draft's text before the body: its subject line and greeting, as written. */
function headOf(message: LabelledMessage): string {
  const { greeting } = message.parts;
  if (greeting) return message.text.slice(0, message.text.indexOf(greeting) + greeting.length);
  if (message.parts.subject) return message.lines[0]!;
  return '';
}

/** The draft's text after the body: its sign-off and signature lines, as written. */
function tailOf(message: LabelledMessage): string {
  const { signOff, signature } = message.parts;
  const first = signOff ?? signature?.split('\n')[0];
  if (!first) return '';
  const at = message.lines.lastIndexOf(first);
  return message.lines.slice(at).join('\n');
}

/** Where the head ends in an engine's text whose head changed: the same line, or the first comma. */
function headEndByShape(message: LabelledMessage, text: string): number {
  const head = headOf(message);
  const headLines = head.split('\n').length;
  const lines = text.split('\n');
  const ownLine = message.lines.includes(head.split('\n').at(-1)!);
  if (ownLine) return lines.slice(0, headLines).join('\n').length;
  const lineStart = lines.slice(0, headLines - 1).join('\n').length + (headLines > 1 ? 1 : 0);
  const comma = text.indexOf(',', lineStart);
  return comma >= 0 && comma - lineStart <= 40 ? comma + 1 : lineStart;
}

/** The layout of `text` (the draft, or an engine's refinement of it) by the message's labels. */
export function layoutOf(message: LabelledMessage, text: string): MessageLayout {
  const head = headOf(message);
  const tail = tailOf(message);
  let headEnd = 0;
  let greetingKept = true;
  if (head) {
    greetingKept = text.startsWith(head) || squeeze(text).startsWith(squeeze(head));
    headEnd = text.startsWith(head) ? head.length : headEndByShape(message, text);
  }
  let tailStart = text.length;
  let signOffKept = true;
  if (tail) {
    const trimmed = text.trimEnd();
    signOffKept = trimmed.endsWith(tail);
    if (signOffKept) tailStart = trimmed.length - tail.length;
    else {
      const tailLines = tail.split('\n').length;
      const lines = trimmed.split('\n');
      tailStart = lines.slice(0, Math.max(0, lines.length - tailLines)).join('\n').length;
    }
  }
  const body = text.slice(headEnd, Math.max(headEnd, tailStart)).trim();
  return { body, greetingKept, signOffKept };
}
