import { draftPattern } from './bounded-pattern.ts';
import type { SensitiveSpan } from './sensitive-span.ts';
import { scanMatches, type WorkMeter } from '../text/work-meter.ts';

/**
 * E-mail addresses, in any script. The local part starts only where a word can start, and
 * every part is bounded as RFC 5321 bounds it (64 characters before the @, 63 per label), so
 * a long run of letters costs one pass. `git@github.com:lab/tool.git` is a repository's SSH
 * address, not a person's, and stays.
 */
const emailAddress = draftPattern(
  String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,8}\.\p{L}{2,24}(?![\p{L}\p{N}_-]|\.[\p{L}\p{N}])`,
  'gu',
);

export function findEmailAddresses(text: string, meter: WorkMeter): SensitiveSpan[] {
  return scanMatches(emailAddress, text, meter)
    .filter(
      (match) => !(match[0].startsWith('git@') && text[match.index + match[0].length] === ':'),
    )
    .map((match) => ({ start: match.index, end: match.index + match[0].length, kind: 'email' }));
}
