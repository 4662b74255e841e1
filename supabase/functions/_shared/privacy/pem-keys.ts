import { draftPattern } from './bounded-pattern.ts';
import type { SensitiveSpan } from './sensitive-span.ts';
import { scanMatches, type WorkMeter } from '../text/work-meter.ts';

const beginMarker = draftPattern(
  String.raw`-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----`,
  'gu',
);
const endMarker = /-----END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/uy;
/** What a key's body is made of: base64 lines and the "Proc-Type: 4,ENCRYPTED" headers. */
const bodyCharacter = /[A-Za-z0-9+/=\s:,-]/u;

/**
 * PEM and PGP private keys pasted whole: from BEGIN to END. A key cut short (no END) is kept
 * back to the end of its body, so a truncated paste leaks nothing either.
 */
export function findPemKeys(text: string, meter: WorkMeter): SensitiveSpan[] {
  const spans: SensitiveSpan[] = [];
  let claimedUpTo = 0;
  for (const begin of scanMatches(beginMarker, text, meter)) {
    if (begin.index < claimedUpTo) continue;
    let end = begin.index + begin[0].length;
    while (end < text.length) {
      meter.steps++;
      if (text.startsWith('-----END ', end)) {
        endMarker.lastIndex = end;
        const closing = endMarker.exec(text);
        if (closing) end += closing[0].length;
        break;
      }
      if (!bodyCharacter.test(text[end]!)) break;
      end++;
    }
    while (end > begin.index && /\s/u.test(text[end - 1]!)) end--;
    spans.push({ start: begin.index, end, kind: 'secret' });
    claimedUpTo = end;
  }
  return spans;
}
