import { draftPattern } from './bounded-pattern.ts';
import type { SensitiveSpan } from './sensitive-span.ts';
import { scanMatches, type WorkMeter } from '../text/work-meter.ts';

/**
 * A value the draft itself calls secret: `password: hunter2`, `DB_PASSWORD=…`, `API key:
 * 3f9a…`, "the Wi-Fi password is Lab2024!", `PIN: 4821`. Only the value is kept back; the
 * label stays, so the sentence still reads.
 */
const labeled = draftPattern(
  String.raw`(?<![\p{L}\p{N}_])` +
    String.raw`(?<label>(?:[A-Za-z0-9]{1,20}[_-]){0,4}(?:(?<password>pass(?:word|wd|phrase|code)?|pwd|pw)|(?<pin>pin)|(?<key>secret|token|api[_ -]?key|access[_ -]?key|private[_ -]?key|client[_ -]?secret|auth[_ -]?token|credentials?|key)))` +
    String.raw`(?<separator>\s{0,3}[:=]\s{0,3}|\s{1,3}is\s{1,3})` +
    String.raw`(?<value>"[^"\n]{1,200}"|'[^'\n]{1,200}'|\S{1,200})`,
  'giu',
);

/** Words that follow "password:" in a sentence about passwords rather than before one. */
const notPasswords = new Set([
  'a',
  'an',
  'the',
  'is',
  'was',
  'none',
  'n/a',
  'required',
  'optional',
  'protected',
  'reset',
  'changed',
  'expired',
  'same',
  'below',
  'above',
  'attached',
  'manager',
  'policy',
  'field',
  'hint',
  'sent',
  'separately',
  'unchanged',
  'removed',
  'hidden',
]);

const hasDigitOrSymbol = /[^\p{L}]/u;
const credentialLike = /^(?=[^\s]*\d)(?=[^\s]*\p{L})[^\s]{8,}$|^[A-Za-z0-9_+/=.-]{16,}$/u;

function acceptsValue(groups: Record<string, string | undefined>, value: string): boolean {
  const saysIs = /is/iu.test(groups.separator ?? '');
  if (groups.pin !== undefined) return /^\d{4,8}$/u.test(value);
  if (groups.password !== undefined) {
    if (value.length < 4 || notPasswords.has(value.toLowerCase())) return false;
    return !saysIs || (value.length >= 6 && hasDigitOrSymbol.test(value));
  }
  return !saysIs && credentialLike.test(value);
}

const closers: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{', '>': '<' };

/**
 * The value's own characters: quotes kept out, and the sentence's punctuation after it (a full
 * stop, comma, semicolon or colon, or a bracket the value never opened). Anything else is the
 * value's: `Lab2024!`, `pa$$word?` and `x(9)` keep their last character from the vendor.
 */
function valueBounds(value: string): { offset: number; length: number } {
  if (/^["']/u.test(value)) return { offset: 1, length: value.length - 2 };
  let length = value.length;
  for (;;) {
    const last = value[length - 1];
    if (last === undefined) break;
    const opener = closers[last];
    const unopened = opener !== undefined && !value.slice(0, length - 1).includes(opener);
    if (!/[.,;:]/u.test(last) && !unopened) break;
    length--;
  }
  return { offset: 0, length };
}

export function findLabeledSecrets(text: string, meter: WorkMeter): SensitiveSpan[] {
  const spans: SensitiveSpan[] = [];
  for (const match of scanMatches(labeled, text, meter)) {
    const groups = match.groups ?? {};
    const value = groups.value!;
    const bounds = valueBounds(value);
    const offset = bounds.offset;
    let length = bounds.length;
    // A PIN is digits alone: what follows them ("PIN: 4821!") is the sentence's.
    if (groups.pin !== undefined) {
      length =
        /^\d{4,8}(?![\p{L}\p{N}_])/u.exec(value.slice(offset, offset + length))?.[0].length ?? 0;
    }
    const inner = value.slice(offset, offset + length);
    if (length === 0 || !acceptsValue(groups, inner)) continue;
    const start = match.index + match[0].length - value.length + offset;
    spans.push({ start, end: start + length, kind: 'secret', byContext: true });
  }
  return spans;
}
