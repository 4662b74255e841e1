import { draftPattern } from './bounded-pattern.ts';
import type { SensitiveSpan } from './sensitive-span.ts';
import { scanMatches, type WorkMeter } from '../text/work-meter.ts';

/** Shannon entropy in bits per character. */
function entropyOf(token: string): number {
  const counts = new Map<string, number>();
  for (const character of token) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const share = count / token.length;
    bits -= share * Math.log2(share);
  }
  return bits;
}

function classOf(character: string): 'upper' | 'lower' | 'digit' | 'other' {
  if (character >= 'A' && character <= 'Z') return 'upper';
  if (character >= 'a' && character <= 'z') return 'lower';
  if (character >= '0' && character <= '9') return 'digit';
  return 'other';
}

/** The share of characters in runs of three or more small letters: words, not noise. */
function wordShare(token: string): number {
  let inWords = 0;
  for (const [run] of token.matchAll(/[a-z]{3,}/gu)) inWords += run.length;
  return inWords / token.length;
}

/**
 * A name built of short parts, as files and samples are named in research
 * (`sub-01_ses-02_task-Rest_run-1_bold`, `Sample_ID_2024_Batch3_PlateA1_WellB12`): three or
 * more parts of at most 12 characters, with words among them.
 */
function isCompositeName(token: string): boolean {
  const parts = token.split(/[_.-]/u);
  return parts.length >= 3 && parts.every((part) => part.length <= 12) && wordShare(token) >= 0.3;
}

/**
 * True for a string that reads like a generated secret rather than a word, an identifier or a
 * checksum: capitals, small letters and digits all present, the character class changing at
 * least every third character or so (camelCase names and file paths change it once a word),
 * high entropy, and not a name made of short parts. Hex digests and git commit ids (one case of letters) never pass: they are
 * everywhere in research prose and secret in none of it.
 */
export function isTokenLike(token: string, minimumLength: number): boolean {
  if (token.length < minimumLength || isCompositeName(token)) return false;
  let upper = 0;
  let lower = 0;
  let digits = 0;
  let changes = 0;
  let previous = '';
  for (const character of token) {
    const kind = classOf(character);
    if (kind === 'upper') upper++;
    else if (kind === 'lower') lower++;
    else if (kind === 'digit') digits++;
    if (previous && kind !== previous) changes++;
    previous = kind;
  }
  return (
    upper > 0 &&
    lower > 0 &&
    digits >= 2 &&
    changes / (token.length - 1) >= 0.3 &&
    entropyOf(token) >= 3.5
  );
}

/** Runs of base64 and base64url characters; a longer run arrives as several adjacent matches. */
const tokenRun = draftPattern(String.raw`[A-Za-z0-9+/_-]{1,1024}={0,2}`, 'gu');

/** How long a free-standing token must be before its shape alone makes it a secret. */
export const opaqueTokenLength = 32;

/**
 * Long high-entropy tokens standing on their own: an API key of a vendor with no prefix, an
 * AWS secret access key, a session cookie. Shorter ones are too easily an identifier.
 */
export function findOpaqueTokens(text: string, meter: WorkMeter): SensitiveSpan[] {
  const spans: SensitiveSpan[] = [];
  let run: { start: number; end: number } | undefined;
  const flush = () => {
    if (!run) return;
    const before = text[run.start - 1];
    const token = text.slice(run.start, run.end).replace(/^[/+_-]+|[/+_-]+$/gu, '');
    meter.steps += run.end - run.start;
    if (!(before && /[\p{L}\p{N}.@:]/u.test(before)) && isTokenLike(token, opaqueTokenLength)) {
      spans.push({ start: run.start, end: run.end, kind: 'secret' });
    }
    run = undefined;
  };
  for (const match of scanMatches(tokenRun, text, meter)) {
    const end = match.index + match[0].length;
    if (run && run.end === match.index && !text[run.end - 1]!.endsWith('=')) run.end = end;
    else {
      flush();
      run = { start: match.index, end };
    }
  }
  flush();
  return spans;
}
